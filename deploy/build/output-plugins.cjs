// The plugins that shape what a part's build writes besides its code: source maps moved out of
// the served folder, Module Federation's runtime taken as ES modules, the build's description
// (rapport-build.json) and a manifest that lists only the files its exposed module loads.
const { existsSync } = require('node:fs');
const { mkdir, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const rspack = require('@rspack/core');
const { contractsVersions } = require('../lib/contracts-versions.cjs');

/** Production source maps go to <part>/sourcemaps/, beside dist and never served. */
const SOURCE_MAPS_DIR = 'sourcemaps';

/**
 * Moves every source map a compiler emits out of the served folder, to the same relative path
 * under <part>/sourcemaps/ (a plugin: it also applies to any child compiler, which inherits the
 * plugins but not output.sourceMapFilename).
 */
class SourceMapsOutsideDist {
  constructor(dir) {
    this.dist = path.join(dir, 'dist');
    this.maps = path.join(dir, SOURCE_MAPS_DIR);
  }

  apply(compiler) {
    const name = 'RapportSourceMapsOutsideDist';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const asset of Object.keys(assets)) {
          if (!asset.endsWith('.map') || asset.startsWith('..')) continue;
          const fromDist = path.relative(this.dist, path.join(compiler.outputPath, asset));
          compilation.renameAsset(asset, path.relative(compiler.outputPath, path.join(this.maps, fromDist)));
        }
      });
    });
  }
}

/** Module Federation's runtime packages, as rspack finds them through require(): their CommonJS builds. */
const FEDERATION_RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/].+\.cjs$/;

/**
 * Bundles Module Federation's run-time code (the shell's main.js, each remote's remoteEntry.js)
 * from its ES module build instead of its CommonJS one. rspack resolves the runtime's entry
 * with require.resolve, so every file of it came in as CommonJS, which cannot be tree-shaken:
 * Node-only code and unused helpers were shipped on every page. Each package publishes the same
 * code as ES modules beside it (.js, or .mjs for error-codes); this swaps every resolved .cjs of
 * @module-federation for its twin. A rule in commonConfig() parses the swapped files as
 * modules (the type is chosen from the .cjs name before the swap).
 */
class FederationRuntimeAsEsm {
  apply(compiler) {
    const name = 'RapportFederationRuntimeAsEsm';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.afterResolve.tap(name, (data) => {
        const resource = data.createData?.resource;
        if (!resource || !FEDERATION_RUNTIME_CJS.test(resource)) return;
        const twin = ['.js', '.mjs'].map((ext) => resource.replace(/\.cjs$/, ext)).find((file) => existsSync(file));
        if (!twin) throw new Error(`${resource}: no ES module build beside it`);
        data.createData.resource = twin;
      });
    });
  }
}

/** The file every built part carries: which part, its package version, the contracts' versions it was built against. */
const BUILD_INFO_FILE = 'rapport-build.json';
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * Writes dist/rapport-build.json ({ name, version, contracts }): the release command reads it to refuse
 * a remote built against another major of a shared contracts package than the shell it would join. Only the part's
 * own compiler writes it (a child compiler inherits the plugins, not the output folder).
 */
class BuildInfo {
  constructor(name, dir) {
    this.info = { name, version: require(path.join(dir, 'package.json')).version, contracts: contractsVersions(dir) };
    this.dist = path.join(dir, 'dist');
  }

  apply(compiler) {
    const name = 'RapportBuildInfo';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      if (path.resolve(compiler.outputPath) !== this.dist) return;
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_INFO_FILE, new rspack.sources.RawSource(JSON.stringify(this.info) + '\n'));
      });
    });
  }
}

/**
 * The manifest lists, for the exposed module, the files the shell preloads with it. The
 * federation's manifest plugin also lists the chunk of the remote's standalone harness (its
 * src/standalone.ts imports the same lifecycles), which the shell fetches for nothing on every
 * page. Kept: only the files of the container entry and of what it loads.
 */
class ManifestListsExposedFilesOnly {
  constructor(container) {
    this.container = container;
  }

  apply(compiler) {
    const name = 'RapportManifestListsExposedFilesOnly';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // after the manifest plugin (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER) wrote it
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST_FILE);
        const entry = compilation.entrypoints.get(this.container);
        if (!asset || !entry) return;
        const files = new Set();
        const seen = new Set();
        const visit = (group) => {
          // the binding's objects are not the same object twice: a group is known by its name, index and files
          const key = `${group.name}|${group.index}|${group.getFiles().join(',')}`;
          if (seen.has(key)) return;
          seen.add(key);
          for (const file of group.getFiles()) files.add(file);
          for (const child of group.childrenIterable) visit(child);
        };
        visit(entry);
        const manifest = JSON.parse(asset.source.source().toString());
        for (const expose of manifest.exposes ?? []) {
          for (const kind of ['sync', 'async']) expose.assets.js[kind] = expose.assets.js[kind].filter((file) => files.has(file));
        }
        compilation.updateAsset(MANIFEST_FILE, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** Text assets worth compressing; pages are left out (their nonce is written in at each answer). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this size a compressed copy saves less than its own headers cost. */
const COMPRESS_THRESHOLD = 1024;
/** A compressed copy is kept only when it is at most this share of the original. */
const COMPRESS_MIN_RATIO = 0.8;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset a part's build emits, at
 * maximum compression (quality 11, level 9): the files are made once per build and served many
 * times, by nginx's gzip_static/brotli_static and the static server's preCompressed, so no
 * visitor waits for a compressor. What compression-webpack-plugin does, with node's zlib; that
 * plugin needs webpack itself as a peer, a second bundler in the tree.
 */
class PrecompressedCopies {
  constructor(dir) {
    this.dist = path.join(dir, 'dist');
  }

  apply(compiler) {
    const name = 'RapportPrecompressedCopies';
    compiler.hooks.afterEmit.tapPromise(name, async (compilation) => {
      const out = compiler.outputPath;
      await Promise.all(
        compilation.getAssets().map(async ({ name: file, source }) => {
          const target = path.join(out, file);
          // only the served folder (source maps were moved beside it)
          if (!COMPRESSIBLE.test(file) || path.relative(this.dist, target).startsWith('..')) return;
          const body = source.buffer();
          if (body.length < COMPRESS_THRESHOLD) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await mkdir(path.dirname(target), { recursive: true });
          if (br.length <= body.length * COMPRESS_MIN_RATIO) await writeFile(`${target}.br`, br);
          if (gz.length <= body.length * COMPRESS_MIN_RATIO) await writeFile(`${target}.gz`, gz);
        }),
      );
    });
  }
}

module.exports = {
  BuildInfo,
  COMPRESS_THRESHOLD,
  COMPRESSIBLE,
  PrecompressedCopies,
  BUILD_INFO_FILE,
  FEDERATION_RUNTIME_CJS,
  FederationRuntimeAsEsm,
  MANIFEST_FILE,
  ManifestListsExposedFilesOnly,
  SOURCE_MAPS_DIR,
  SourceMapsOutsideDist,
};
