// Build step for `npm run bench` only (PORTAL_BUNDLE_REPORT=1): where the bytes go. Writes
// `<outDir>.bundle.json` beside the build (never served): each chunk with its minified and brotli
// sizes, the packages inside it and each of its modules, with their rendered sizes.
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** `react-dom`, `@radix-ui/react-dialog`, or the workspace folder (`packages/ui`, `apps/portal`). */
export function ownerOf(id: string): string {
  const modules = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (modules) return (modules[1] ?? id).replace(/\\/g, '/');
  const workspace = /[\\/]((?:packages|apps)[\\/][^\\/]+)[\\/]/.exec(id);
  return workspace ? (workspace[1] ?? id).replace(/\\/g, '/') : id;
}

export function bundleReport(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-bundle-report',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      if (config.build.ssr || !process.env.PORTAL_BUNDLE_REPORT) return;
      const chunks = Object.values(bundle).flatMap((output) => {
        if (output.type !== 'chunk') return [];
        const owners = new Map<string, number>();
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({ module: relative(config.root, id), rendered: module.renderedLength }))
          .sort((a, b) => b.rendered - a.rendered);
        for (const [id, module] of Object.entries(output.modules)) {
          owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + module.renderedLength);
        }
        const brotli = brotliCompressSync(output.code, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
        return [
          {
            file: output.fileName,
            entry: output.isEntry,
            bytes: Buffer.byteLength(output.code),
            brotli,
            owners: [...owners].sort((a, b) => b[1] - a[1]).map(([owner, rendered]) => ({ owner, rendered })),
            modules,
          },
        ];
      });
      const outDir = resolve(config.root, config.build.outDir);
      await writeFile(
        join(dirname(outDir), `${basename(outDir)}.bundle.json`),
        JSON.stringify(
          chunks.sort((a, b) => b.brotli - a.brotli),
          null,
          2,
        ),
      );
    },
  };
}
