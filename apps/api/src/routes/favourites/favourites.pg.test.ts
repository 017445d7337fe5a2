import { favouritesSuite } from './favourites.suite.js';

favouritesSuite('postgres');
