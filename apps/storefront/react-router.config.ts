import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server: search engines and slow phones get the whole page.
  ssr: true,
  // The root's middleware puts the security headers on every answer, resource routes included.
  future: { v8_middleware: true },
} satisfies Config;
