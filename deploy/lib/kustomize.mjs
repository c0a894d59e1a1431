// A small renderer of the kustomize features deploy/k8s uses, for machines without kubectl:
// resources and bases (files and folders), namespace, images, configMapGenerator (files, no name
// hash) with generatorOptions.labels. Anything else in a kustomization stops it with an error
// rather than rendering something kustomize would not. The manifests test renders with
// `kubectl kustomize` when kubectl is present and checks that this renderer agrees with it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const KNOWN_KEYS = new Set(['apiVersion', 'kind', 'resources', 'bases', 'namespace', 'images', 'configMapGenerator', 'generatorOptions']);

/** The YAML documents of a file (empty documents skipped). */
export function readYamlDocuments(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS();
    })
    .filter((object) => object !== null && object !== undefined);
}

function podSpecs(object) {
  const template = object.kind === 'CronJob' ? object.spec?.jobTemplate?.spec?.template : object.spec?.template;
  return template?.spec ? [template.spec] : [];
}

function applyImages(object, images) {
  for (const spec of podSpecs(object)) {
    for (const container of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
      const name = container.image.replace(/[:@].*$/, '');
      const image = images.find((candidate) => candidate.name === name);
      if (!image) continue;
      const tag = container.image.slice(name.length);
      const newTag = image.digest ? `@${image.digest}` : image.newTag ? `:${image.newTag}` : tag;
      container.image = `${image.newName ?? name}${newTag}`;
    }
  }
}

function generateConfigMaps(dir, kustomization) {
  const options = kustomization.generatorOptions ?? {};
  return (kustomization.configMapGenerator ?? []).map((generator) => {
    if (!options.disableNameSuffixHash) throw new Error(`${dir}: configMapGenerator without disableNameSuffixHash is not supported here`);
    const data = {};
    for (const entry of generator.files ?? []) {
      const [key, file] = entry.includes('=') ? entry.split('=') : [path.basename(entry), entry];
      const resolved = path.resolve(dir, file);
      if (path.relative(dir, resolved).startsWith('..')) throw new Error(`${dir}: ${file} is outside the kustomization's folder`);
      data[key] = readFileSync(resolved, 'utf8');
    }
    for (const literal of generator.literals ?? []) {
      const at = literal.indexOf('=');
      data[literal.slice(0, at)] = literal.slice(at + 1);
    }
    const labels = { ...options.labels, ...generator.options?.labels };
    return {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name, ...(Object.keys(labels).length > 0 ? { labels } : {}) },
      data,
    };
  });
}

/** Renders the kustomization in `dir`: its objects, in the order met. */
export function renderKustomization(dir) {
  const [kustomization] = readYamlDocuments(path.join(dir, 'kustomization.yaml'));
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`${dir}: kustomization keys not supported here: ${unknown.join(', ')}`);
  const objects = [];
  for (const entry of [...(kustomization.bases ?? []), ...(kustomization.resources ?? [])]) {
    const target = path.resolve(dir, entry);
    objects.push(...(statSync(target).isDirectory() ? renderKustomization(target) : readYamlDocuments(target)));
  }
  objects.push(...generateConfigMaps(dir, kustomization));
  for (const object of objects) {
    if (kustomization.namespace) object.metadata = { ...object.metadata, namespace: kustomization.namespace };
    applyImages(object, kustomization.images ?? []);
  }
  return objects;
}
