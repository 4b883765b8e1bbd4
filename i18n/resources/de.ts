import blocks from './de/blocks.json' with { type: 'json' };
import common from './de/common.json' with { type: 'json' };
import components from './de/components.json' with { type: 'json' };
import errors from './de/errors.json' with { type: 'json' };
import flows from './de/flows.json' with { type: 'json' };
import storefront from './de/storefront.json' with { type: 'json' };
import validation from './de/validation.json' with { type: 'json' };

/** Every namespace of one language, loaded alone by the store's browser (i18n/languages.ts). */
export default { common, components, validation, errors, blocks, flows, storefront };
