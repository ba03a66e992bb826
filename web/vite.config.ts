import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// `npm run dev` serves the table with hot reload and sends /api (and the game channel) to a
// `holocron serve` on port 8080.
export default defineConfig({
  plugins: [preact()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    target: 'es2022',
  },
});
