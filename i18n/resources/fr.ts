import blocks from './fr/blocks.json' with { type: 'json' };
import common from './fr/common.json' with { type: 'json' };
import components from './fr/components.json' with { type: 'json' };
import errors from './fr/errors.json' with { type: 'json' };
import flows from './fr/flows.json' with { type: 'json' };
import storefront from './fr/storefront.json' with { type: 'json' };
import validation from './fr/validation.json' with { type: 'json' };

/** Every namespace of one language, loaded alone by the store's browser (i18n/languages.ts). */
export default { common, components, validation, errors, blocks, flows, storefront };
