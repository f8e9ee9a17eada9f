// Vite settings shared by Storybook and the story tests: compile vanilla-extract and the
// workspace's @admission/ui from source (its aliases).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiSourceAliases } from '../packages/ui/source-aliases';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: uiSourceAliases },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
      '@radix-ui/react-tooltip',
    ],
  },
});
