import deBlocks from './de/blocks.json' with { type: 'json' };
import deCommon from './de/common.json' with { type: 'json' };
import deComponents from './de/components.json' with { type: 'json' };
import deErrors from './de/errors.json' with { type: 'json' };
import deFlows from './de/flows.json' with { type: 'json' };
import deStorefront from './de/storefront.json' with { type: 'json' };
import deValidation from './de/validation.json' with { type: 'json' };
import enBlocks from './en/blocks.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enComponents from './en/components.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enFlows from './en/flows.json' with { type: 'json' };
import enStorefront from './en/storefront.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import frBlocks from './fr/blocks.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import frComponents from './fr/components.json' with { type: 'json' };
import frErrors from './fr/errors.json' with { type: 'json' };
import frFlows from './fr/flows.json' with { type: 'json' };
import frStorefront from './fr/storefront.json' with { type: 'json' };
import frValidation from './fr/validation.json' with { type: 'json' };

/**
 * Every namespace of every language. English is the source of truth and the fallback;
 * a test proves fr and de hold exactly the English keys.
 *
 * - common: built-in labels any layer may use (close, next, loading …)
 * - components: strings of the component kit (password hints, carousel slide labels …)
 * - validation: form validation messages (spec §5)
 * - errors: the error catalogue's messages, keyed by errorId (spec §8)
 * - blocks: CMS block chrome (not authored content)
 * - flows: identity, checkout and other flows
 * - storefront: the store's own chrome (shell, error pages)
 */
export const resources = {
  en: {
    common: enCommon,
    components: enComponents,
    validation: enValidation,
    errors: enErrors,
    blocks: enBlocks,
    flows: enFlows,
    storefront: enStorefront,
  },
  fr: {
    common: frCommon,
    components: frComponents,
    validation: frValidation,
    errors: frErrors,
    blocks: frBlocks,
    flows: frFlows,
    storefront: frStorefront,
  },
  de: {
    common: deCommon,
    components: deComponents,
    validation: deValidation,
    errors: deErrors,
    blocks: deBlocks,
    flows: deFlows,
    storefront: deStorefront,
  },
} as const;

/** The namespaces, written out (not read off `resources`: the browser bundles no language it does not show). */
export const namespaces: (keyof typeof resources.en)[] = [
  'common',
  'components',
  'validation',
  'errors',
  'blocks',
  'flows',
  'storefront',
];
export const defaultNamespace = 'common';
