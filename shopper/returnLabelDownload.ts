import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { downloadReturnLabel } from '#api/contract/orders.ts';

/** Which return label's PDF to ask for. */
export interface ReturnLabelDownloadInput {
  returnId: string;
  /** The label's order. */
  orderNumber: string;
}

export interface ReturnLabelDownloadOptions {
  /**
   * Opens the PDF's link once the service answers it.
   * @default the browser goes to it: the PDF comes as a download and the page stays
   */
  open?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * A return label as a PDF, as "Download invoice" is made (`useInvoiceLink`): the service
 * answers a link valid for ten minutes, asked for when the shopper presses the button,
 * never ahead, and opened at once. The return's id is all it takes (as the label page).
 */
export function useReturnLabelDownload({ open = goTo }: ReturnLabelDownloadOptions = {}) {
  const client = useApiClient();
  return useMutation({
    mutationKey: [...queryKeys.orders, 'returnLabelPdf'],
    mutationFn: ({ returnId }: ReturnLabelDownloadInput) =>
      client.call(downloadReturnLabel, { params: { returnId }, body: {} }),
    onSuccess: (link) => open(link.url),
  });
}
