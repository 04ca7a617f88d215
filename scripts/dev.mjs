// `npm run dev`: the developer's mode — React's development builds (clearer warnings, slower pages), otherwise
// exactly what `npm start` runs.
process.env.NODE_ENV = 'development';
await import('./start.mjs');
