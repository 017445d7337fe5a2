// Tests render in all three languages: the catalogues a browser page would fetch are all here.
import { en, registerCatalogues, ru } from './i18n/index.js';

registerCatalogues({ en, ru });
