// Tests render in all three languages: Romanian (the default, which the package never registers
// by itself) and the catalogues a browser page would fetch are all here.
import { en, registerCatalogues, ro, ru } from './i18n/index.js';

registerCatalogues({ ro, en, ru });
