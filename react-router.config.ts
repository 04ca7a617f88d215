import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets several copies of the shop be built side by side (e.g. while developing); default build/
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
