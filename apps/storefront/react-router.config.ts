import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server: search engines and slow phones get the whole page.
  ssr: true,
} satisfies Config;
