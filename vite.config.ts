import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // Zod without its eval test in the browser (src/web/lib/zod-in-browser.ts says why)
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-in-browser.ts', import.meta.url)) }] },
  build: {
    assetsInlineLimit: 0,
    // In the browser build the React framework travels as one file and the shop's small modules that every page
    // uses as another, instead of a dozen tiny files: on the simulated slow connection of `npm run bench:pages` the
    // queued requests were what delayed the first paint (listing median 92 → 95, product 92 → 97 in one run).
    rolldownOptions: {
      // Rolldown warns on every build that the plugins (Tailwind, React Router) take most of its time: they do, by
      // design, and the build's time is what `npm run build` shows anyway.
      checks: { bundlerTimings: false },
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                  { name: 'shop', test: /src[\\/](domain[\\/](brand|session|shapes|money|metals|grades|designs|image-names|picture-widths|ring-size|product-filters|addresses)\.ts|web[\\/]lib[\\/](api-client|session-store|use-session|use-hydrated|shop-session|shop|format|inline-styles)\.tsx?|web[\\/]components[\\/](Breadcrumb|Notice|Spinner|Picture|ui|Thumbnail)\.tsx?)$/, priority: 1 },
                ],
              },
            },
          }),
    },
  },
}));
