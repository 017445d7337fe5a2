import { blogSuite } from './blog.suite.js';

blogSuite('postgres');
