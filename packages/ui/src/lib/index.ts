export { cn } from './cn.js';
export { safeFrameUrl } from './frame-url.js';
