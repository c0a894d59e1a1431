// Validates Kubernetes objects against the Kubernetes schemas, offline: each object is built
// with its class from the kubernetes-models package (the OpenAPI schemas of the API server,
// compiled) and validated. The package is ES modules only, so the manifests test runs this in
// plain Node: `node deploy/lib/k8s-validate.mjs < objects.json` prints { errors: [...] }.
import { readFileSync } from 'node:fs';

/** Every object's problems, as "<kind>/<name>: <message>"; none = valid. */
export async function validateObjects(objects) {
  const errors = [];
  for (const object of objects) {
    const label = `${object.kind}/${object.metadata?.name}`;
    let models;
    try {
      models = await import(`kubernetes-models/${object.apiVersion}`);
    } catch {
      errors.push(`${label}: no schema for apiVersion ${object.apiVersion}`);
      continue;
    }
    const Model = models[object.kind];
    if (typeof Model !== 'function') {
      errors.push(`${label}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      errors.push(`${label}: ${error.message}`);
    }
  }
  return errors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const objects = JSON.parse(readFileSync(0, 'utf8'));
  process.stdout.write(JSON.stringify({ count: objects.length, errors: await validateObjects(objects) }));
}
