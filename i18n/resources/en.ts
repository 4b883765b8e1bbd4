import blocks from './en/blocks.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import components from './en/components.json' with { type: 'json' };
import errors from './en/errors.json' with { type: 'json' };
import flows from './en/flows.json' with { type: 'json' };
import storefront from './en/storefront.json' with { type: 'json' };
import validation from './en/validation.json' with { type: 'json' };

/** Every namespace of one language, loaded alone by the store's browser (i18n/languages.ts). */
export default { common, components, validation, errors, blocks, flows, storefront };
