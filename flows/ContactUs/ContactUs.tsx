import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import type { Brand } from '#api/contract/common.ts';
import {
  type ContactCategory,
  getContactCategories,
  submitContactRequest,
} from '#api/contract/contact.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { useBotCheck, useProfile } from '#shopper/session/index.ts';
import { actions, formStack, paragraph, sectionHeading } from '../shared/form.css.ts';
import {
  type FlowEvents,
  FormErrorBanner,
  placeServerError,
  ResultSwap,
  sitePath,
  useSiteLocale,
} from '../shared/index.ts';
import { column, pair, summary, term, value } from './ContactUs.css.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactUsInput,
  type ContactUsValues,
  contactUsSchema,
} from './ContactUs.schema.ts';

/** The query key of the categories and subjects of a locale (labels are per language). */
export const contactCategoriesKey = (locale: SiteLocale) =>
  ['contact', 'categorySubject', locale] as const;

/** Spec §8 catalogue codes the form shows at a field; every other error goes to the banner. */
const contactFieldErrors = {
  MISSING_REQUEST_TYPE: 'subjectCode',
  MISSING_PAYLOAD: 'message',
  INVALID_EMAIL_FORMAT: 'email',
} as const;

/** What the case was opened with, for the success message. */
interface SentRequest {
  caseNumber: string;
  category: string;
  subject: string;
  email: string;
  orderNumber: string | undefined;
  message: string;
}

export interface ContactUsProps extends Pick<FlowEvents, 'onSubmitted'> {
  /** The brand the request is about (the case's organisation). */
  brand: Brand;
  /** Categories as the page's loader read them; fetched when absent. */
  initialCategories?: ContactCategory[];
  /** Where the success state's way back leads, below the locale. @default '/help' */
  backPath?: `/${string}`;
}

const blank: ContactUsInput = {
  categoryCode: '',
  subjectCode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  orderNumber: '',
  message: '',
};

/**
 * Contact us (spec §2 /help/contact-us, §7 Contact): a category, then one of its subjects,
 * the shopper's name and email (prefilled for a signed-in member), an optional phone and
 * order number, and the message. The success state says what was sent and the case number;
 * a failure keeps everything typed and says what went wrong at the field or above the form.
 */
export function ContactUs({
  brand,
  initialCategories,
  backPath = '/help',
  onSubmitted,
}: ContactUsProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const client = useApiClient();
  const botCheck = useBotCheck();
  const fieldError = useFieldError();
  const { profile } = useProfile();
  const resultHeadingId = useId();
  const [sent, setSent] = useState<SentRequest | null>(null);

  const categories = useQuery({
    queryKey: contactCategoriesKey(locale),
    queryFn: ({ signal }) =>
      client.call(getContactCategories, { signal }).then((r) => r.categories),
    ...(initialCategories ? { initialData: initialCategories } : {}),
    staleTime: 5 * 60_000,
  });

  const form = useForm<ContactUsInput, unknown, ContactUsValues>({
    resolver: zodResolver(contactUsSchema),
    defaultValues: blank,
  });
  const { control, handleSubmit, setError, getValues, setValue } = form;

  // A member's name and email, once the profile is known, where nothing is typed yet.
  const details = profile?.consumerDetails;
  useEffect(() => {
    if (!details) return;
    for (const name of ['firstName', 'lastName', 'email'] as const) {
      const known = details[name];
      if (known && !getValues(name)) setValue(name, known);
    }
  }, [details, getValues, setValue]);

  const categoryCode = useWatch({ control, name: 'categoryCode' });
  const category = categories.data?.find((c) => c.code === categoryCode);
  const subjects = category?.subjects ?? [];

  const request = useMutation({
    mutationFn: async (values: ContactUsValues) =>
      client.call(submitContactRequest, {
        body: {
          captcha: await botCheck.execute('contact'),
          brand,
          categoryCode: values.categoryCode ?? '',
          subjectCode: values.subjectCode ?? '',
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          ...(values.phone ? { phone: values.phone } : {}),
          ...(values.orderNumber ? { orderNumber: values.orderNumber } : {}),
          message: values.message,
        },
      }),
  });

  const submit = handleSubmit(async (values) => {
    let answer: { caseNumber: string };
    try {
      answer = await request.mutateAsync(values);
    } catch (error) {
      const placement = placeServerError(error, contactFieldErrors);
      if (placement.place === 'field') {
        setError(
          placement.field,
          { type: 'server', message: placement.message },
          { shouldFocus: true },
        );
        request.reset();
      }
      return;
    }
    setSent({
      caseNumber: answer.caseNumber,
      category: category?.label ?? values.categoryCode ?? '',
      subject: subjects.find((s) => s.code === values.subjectCode)?.label ?? '',
      email: values.email,
      orderNumber: values.orderNumber,
      message: values.message,
    });
    onSubmitted?.({
      flow: 'contactUs',
      detail: { category: values.categoryCode, subject: values.subjectCode },
    });
  });

  const writeAnother = () => {
    form.reset({ ...getValues(), subjectCode: '', orderNumber: '', message: '' });
    request.reset();
    setSent(null);
  };

  const result = sent ? (
    <section aria-labelledby={resultHeadingId} className={formStack}>
      <h2 id={resultHeadingId} className={sectionHeading}>
        {t('contactUs.success.title')}
      </h2>
      <Alert tone="positive">
        {t('contactUs.success.message', { caseNumber: sent.caseNumber, email: sent.email })}
      </Alert>
      <dl className={summary}>
        <dt className={term}>{t('contactUs.success.caseNumber')}</dt>
        <dd className={value}>{sent.caseNumber}</dd>
        <dt className={term}>{t('contactUs.success.topic')}</dt>
        <dd className={value}>{`${sent.category} – ${sent.subject}`}</dd>
        {sent.orderNumber ? (
          <>
            <dt className={term}>{t('contactUs.orderNumber')}</dt>
            <dd className={value}>{sent.orderNumber}</dd>
          </>
        ) : null}
        <dt className={term}>{t('contactUs.message')}</dt>
        <dd className={value}>{sent.message}</dd>
      </dl>
      <div className={actions}>
        <ButtonLink href={sitePath(locale, backPath)} tone="primary">
          {t('contactUs.success.back')}
        </ButtonLink>
        <Button tone="secondary" onPress={writeAnother}>
          {t('contactUs.success.another')}
        </Button>
      </div>
    </section>
  ) : null;

  if (categories.isPending) {
    return (
      <SkeletonGroup label={t('contactUs.loading')} className={[formStack, column].join(' ')}>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="box" aspectRatio={8} />
        <Skeleton shape="box" aspectRatio={8} />
        <Skeleton shape="box" aspectRatio={3} />
      </SkeletonGroup>
    );
  }
  if (categories.isError) {
    return (
      <div className={[formStack, column].join(' ')}>
        <Alert tone="critical" title={t('contactUs.unavailable.title')}>
          {t('contactUs.unavailable.loadFailed')}
        </Alert>
        <div className={actions}>
          <Button tone="secondary" onPress={() => void categories.refetch()}>
            {t('contactUs.unavailable.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (categories.data.length === 0) {
    return (
      <div className={column}>
        <Alert tone="info" title={t('contactUs.unavailable.title')}>
          {t('contactUs.unavailable.empty')}
        </Alert>
      </div>
    );
  }

  return (
    <div className={column}>
      <ResultSwap result={result}>
        <form noValidate onSubmit={submit} className={formStack}>
          <p className={paragraph}>{t('contactUs.intro')}</p>
          <FormErrorBanner error={request.error} />
          <div className={pair}>
            <Controller
              name="categoryCode"
              control={control}
              render={({ field: { value: selected, onChange, ref, ...field }, fieldState }) => (
                <Select
                  {...field}
                  ref={ref}
                  {...fieldError(fieldState)}
                  label={t('contactUs.category')}
                  placeholder={t('contactUs.choose')}
                  selectedKey={selected || null}
                  onSelectionChange={(key) => {
                    onChange(key === null ? '' : String(key));
                    // The subjects belong to the category: a new category, a new choice.
                    setValue('subjectCode', '');
                  }}
                  items={categories.data.map((c) => ({ id: c.code, name: c.label }))}
                  isRequired
                >
                  {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                </Select>
              )}
            />
            <Controller
              name="subjectCode"
              control={control}
              render={({ field: { value: selected, onChange, ref, ...field }, fieldState }) => (
                <Select
                  {...field}
                  ref={ref}
                  {...fieldError(fieldState)}
                  label={t('contactUs.subject')}
                  placeholder={t('contactUs.choose')}
                  description={category ? undefined : t('contactUs.subjectHint')}
                  selectedKey={selected || null}
                  onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
                  items={subjects.map((s) => ({ id: s.code, name: s.label }))}
                  isDisabled={!category}
                  isRequired
                >
                  {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                </Select>
              )}
            />
          </div>
          <div className={pair}>
            <ControlledTextField
              control={control}
              name="firstName"
              label={t('contactUs.firstName')}
              autoComplete="given-name"
              isRequired
            />
            <ControlledTextField
              control={control}
              name="lastName"
              label={t('contactUs.lastName')}
              autoComplete="family-name"
              isRequired
            />
          </div>
          <ControlledTextField
            control={control}
            name="email"
            type="email"
            label={t('contactUs.email')}
            description={t('contactUs.emailHint')}
            autoComplete="email"
            isRequired
          />
          <div className={pair}>
            <ControlledTextField
              control={control}
              name="phone"
              type="tel"
              inputMode="numeric"
              label={t('contactUs.phone')}
              autoComplete="tel-national"
            />
            <ControlledTextField
              control={control}
              name="orderNumber"
              label={t('contactUs.orderNumber')}
              description={t('contactUs.orderNumberHint')}
              autoComplete="off"
            />
          </div>
          <ControlledTextField
            control={control}
            name="message"
            label={t('contactUs.message')}
            lines={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            showCharacterCount
            enforceMaxLength={false}
            isRequired
          />
          <div className={actions}>
            <Button type="submit" isPending={request.isPending}>
              {t('contactUs.submit')}
            </Button>
          </div>
        </form>
      </ResultSwap>
    </div>
  );
}
