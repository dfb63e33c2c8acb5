import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = process.env.RENTWISE_SERVER_URL ?? 'http://localhost:5000';
const proxied = ['/api', '/auth', '/dev/mailbox', '/livez', '/readyz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverUrl, changeOrigin: false }])),
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
