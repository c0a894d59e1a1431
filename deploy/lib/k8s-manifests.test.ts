import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { readYamlDocuments, renderKustomization } from './kustomize.mjs';

// The production manifests (deploy/k8s), rendered as `kubectl kustomize` renders them, validated
// against the Kubernetes schemas offline (kubernetes-models), and their cross-references checked.
const ROOT = path.resolve(__dirname, '../..');
const OVERLAY = path.join(ROOT, 'deploy/k8s/overlays/production');
const VALIDATOR = path.join(ROOT, 'deploy/lib/k8s-validate.mjs');

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; configMap?: { name: string } }[];
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // each kind's own shape: read through the helpers below
  spec?: Record<string, unknown> & {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { name?: string; number?: number } } };
}
interface PolicyPort {
  protocol: string;
  port: number;
}

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

function renderWithKubectl(): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', OVERLAY], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`kubectl kustomize failed: ${result.stderr}`);
  return parseAllDocuments(result.stdout).map((doc) => doc.toJS() as K8sObject);
}

function validate(objects: unknown[]): { count: number; errors: string[] } {
  const result = spawnSync(process.execPath, [VALIDATOR], { input: JSON.stringify(objects), encoding: 'utf8', cwd: ROOT });
  if (result.status !== 0) throw new Error(`the validator failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { count: number; errors: string[] };
}

const byKey = (a: K8sObject, b: K8sObject) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`);
const objects: K8sObject[] = (kubectl ? renderWithKubectl() : (renderKustomization(OVERLAY) as K8sObject[])).sort(byKey);
const find = (kind: string, name: string): K8sObject => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind}/${name} in the rendered manifests`);
  return object;
};
const podSpec = (object: K8sObject): PodSpec => {
  if (!object.spec?.template) throw new Error(`${object.kind}/${object.metadata.name} has no pod template`);
  return object.spec.template.spec;
};
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

const REMOTES = (readJson('shared-contracts/platform/src/routes/remotes.json') as { name: string }[]).map((remote) => remote.name);
const ENV_REMOTES = readJson('deploy/environments/production/remotes.json') as Record<string, { manifest: string }>;
const ENV_CONFIG = readJson('deploy/environments/production/config.json') as { apiBase: string };

const api = find('Deployment', 'rapport-api');
const apiContainer = podSpec(api).containers[0];
const apiEnv = (name: string) => apiContainer.env?.find((entry) => entry.name === name)?.value;
const ingress = find('Ingress', 'rapport');
const ingressRules = (ingress.spec?.rules ?? []) as { host: string; http: { paths: IngressPath[] } }[];
const routeOf = (host: string, urlPath: string) =>
  ingressRules
    .filter((rule) => rule.host === host)
    .flatMap((rule) => rule.http.paths)
    .filter((entry) => entry.pathType === 'Prefix' && (urlPath === entry.path || urlPath.startsWith(`${entry.path.replace(/\/$/, '')}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];

describe('the production manifests (deploy/k8s/overlays/production)', () => {
  it('render, all in the namespace rapport', () => {
    expect(objects.length).toBeGreaterThanOrEqual(20);
    for (const object of objects) expect(object.metadata.namespace).toBe('rapport');
  });

  it('every object is valid against the Kubernetes schemas (kubernetes-models, offline)', () => {
    const template = readYamlDocuments(path.join(ROOT, 'deploy/k8s/secret.example.yaml'));
    expect(validate([...objects, ...template])).toEqual({ count: objects.length + template.length, errors: [] });
  });

  it('the validator refuses a wrong manifest (a port as text, an unknown kind)', () => {
    const broken = structuredClone(api);
    podSpec(broken).containers[0].ports = [{ name: 'http', containerPort: 'eighty' as unknown as number }];
    const { errors } = validate([broken, { apiVersion: 'v1', kind: 'Nonsense', metadata: { name: 'x' } }]);
    expect(errors).toEqual([expect.stringMatching(/^Deployment\/rapport-api: .*containerPort must be integer/), 'Nonsense/x: no schema for v1 Nonsense']);
  });

  if (kubectl) {
    it("the in-repo renderer (machines without kubectl) gives what kubectl kustomize gives", () => {
      expect((renderKustomization(OVERLAY) as K8sObject[]).sort(byKey)).toEqual(objects);
    });
  }

  it('every Service selects the pods of a Deployment and targets a port they name', () => {
    const deployments = objects.filter((object) => object.kind === 'Deployment');
    for (const service of objects.filter((object) => object.kind === 'Service')) {
      const selector = (service.spec?.selector ?? {}) as Record<string, string>;
      const targets = deployments.filter((deployment) => matches(selector, deployment.spec?.template?.metadata?.labels));
      expect(targets.map((deployment) => deployment.metadata.name)).toEqual([service.metadata.name]);
      const ports = podSpec(targets[0]).containers.flatMap((container) => container.ports ?? []);
      for (const port of (service.spec?.ports ?? []) as { targetPort: string | number }[]) {
        expect(ports.some((p) => p.name === port.targetPort || p.containerPort === port.targetPort)).toBe(true);
      }
    }
  });

  it("every Deployment's selector matches its own pods; every container has requests, limits and runs as non-root", () => {
    for (const deployment of objects.filter((object) => object.kind === 'Deployment' || object.kind === 'Job')) {
      const spec = podSpec(deployment);
      if (deployment.kind === 'Deployment') expect(matches(deployment.spec?.selector?.matchLabels ?? {}, deployment.spec?.template?.metadata?.labels)).toBe(true);
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      expect(spec.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of spec.containers) {
        expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
        expect(container.image).toMatch(/^registry\.rapport\.example\/rapport\/[a-z]+:\d+\.\d+\.\d+$/);
      }
    }
  });

  it('the API: at least 2 replicas, probes on its real /ready and /health under its base path, limits shared in the database', () => {
    expect(api.spec?.replicas).toBeGreaterThanOrEqual(2);
    const basePath = apiEnv('API_BASE_PATH');
    expect(basePath).toBe(new URL(ENV_CONFIG.apiBase).pathname);
    // the contracts' paths (shared-contracts/wire/src/api/common.ts), as the API mounts them
    const common = readFileSync(path.join(ROOT, 'shared-contracts/wire/src/api/common.ts'), 'utf8');
    expect(common).toMatch(/export const health = \{\s*method: 'GET',\s*path: '\/health'/);
    expect(common).toMatch(/export const ready = \{\s*method: 'GET',\s*path: '\/ready'/);
    expect(apiContainer.readinessProbe?.httpGet).toEqual({ path: `${basePath}/ready`, port: 'http' });
    expect(apiContainer.livenessProbe?.httpGet).toEqual({ path: `${basePath}/health`, port: 'http' });
    expect(apiContainer.ports).toEqual([expect.objectContaining({ name: 'http', containerPort: Number(apiEnv('API_PORT')) })]);
    expect(apiEnv('API_HOST')).toBe('0.0.0.0');
    expect(apiEnv('NODE_ENV')).toBe('production');
    expect(apiEnv('RATE_LIMIT_STORE')).toBe('database');
    expect(apiEnv('TRUST_PROXY')).toBe('true');
    expect(apiEnv('DEMO_DATA')).toBeUndefined();
    expect(apiEnv('SITE_ORIGIN')).toBe(`https://${ingressRules.find((rule) => routeOf(rule.host, '/')?.backend.service.name === 'rapport-shell')?.host}`);
  });

  it("the API's and the migration Job's secrets come from the Secret rapport-api, whose template names exactly those keys, empty", () => {
    const job = find('Job', 'rapport-api-migrate');
    const refs = [apiContainer, ...podSpec(job).containers].flatMap((container) =>
      (container.env ?? []).filter((entry) => entry.valueFrom?.secretKeyRef).map((entry) => ({ env: entry.name, ...entry.valueFrom?.secretKeyRef })),
    );
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'MAIL_SECRET_KEY']) {
      expect(refs).toContainEqual({ env: name, name: 'rapport-api', key: name });
      expect(apiContainer.env?.find((entry) => entry.name === name)?.value).toBeUndefined();
    }
    const [secret] = readYamlDocuments(path.join(ROOT, 'deploy/k8s/secret.example.yaml')) as K8sObject[];
    expect(secret.metadata).toMatchObject({ name: 'rapport-api', namespace: 'rapport' });
    expect(Object.keys(secret.stringData ?? {}).sort()).toEqual([...new Set(refs.map((ref) => ref.key))].sort());
    expect(Object.values(secret.stringData ?? {}).every((value) => value === '')).toBe(true);
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
  });

  it('the migration Job runs the API image with the migrate-only script, once (no restart in place)', () => {
    const job = find('Job', 'rapport-api-migrate');
    const [container] = podSpec(job).containers;
    expect(container.image).toBe(apiContainer.image);
    expect(container.command?.slice(-1)).toEqual(['api/scripts/migrate.ts']);
    expect(readFileSync(path.join(ROOT, 'api/scripts/migrate.ts'), 'utf8')).toContain('openPreparedDatabase');
    expect((job.spec?.template?.spec as unknown as { restartPolicy: string }).restartPolicy).toBe('Never');
  });

  it('the PodDisruptionBudget and the HorizontalPodAutoscaler (autoscaling/v2) hold the API at 2 or more', () => {
    const pdb = find('PodDisruptionBudget', 'rapport-api');
    expect(matches(pdb.spec?.selector?.matchLabels ?? {}, api.spec?.template?.metadata?.labels)).toBe(true);
    expect(pdb.spec?.minAvailable).toBeGreaterThanOrEqual(1);
    const hpa = find('HorizontalPodAutoscaler', 'rapport-api');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'rapport-api' });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec?.maxReplicas).toBeGreaterThan(hpa.spec?.minReplicas as number);
  });

  it('the Ingress: /api to the API, the shell at its host, each remote of remotes.json at its own path to its own Deployment', () => {
    const services = objects.filter((object) => object.kind === 'Service');
    for (const entry of ingressRules.flatMap((rule) => rule.http.paths)) {
      const service = services.find((candidate) => candidate.metadata.name === entry.backend.service.name);
      expect(service).toBeDefined();
      expect((service?.spec?.ports as { name: string; port: number }[]).some((port) => port.name === entry.backend.service.port.name)).toBe(true);
    }
    const apiBase = new URL(ENV_CONFIG.apiBase);
    expect(routeOf(apiBase.host, `${apiBase.pathname}/ready`)?.backend.service.name).toBe('rapport-api');
    expect(Object.keys(ENV_REMOTES).sort()).toEqual([...REMOTES].sort());
    for (const name of REMOTES) {
      const manifest = new URL(ENV_REMOTES[name].manifest);
      expect(manifest.pathname.startsWith(`/${name}/`)).toBe(true);
      expect(routeOf(manifest.host, manifest.pathname)?.backend.service.name).toBe(`rapport-${name}`);
      expect(podSpec(find('Deployment', `rapport-${name}`)).containers[0].image).toMatch(new RegExp(`/rapport/${name}:`));
    }
    const tlsHosts = ((ingress.spec?.tls ?? []) as { hosts: string[] }[]).flatMap((tls) => tls.hosts);
    expect([...new Set(ingressRules.map((rule) => rule.host))].sort()).toEqual([...tlsHosts].sort());
  });

  it("the environment's remotes.json and config.json are the ConfigMap the shell mounts (no subPath: refreshed in place)", () => {
    const configMap = find('ConfigMap', 'rapport-environment');
    expect(JSON.parse(configMap.data?.['remotes.json'] ?? '')).toEqual(ENV_REMOTES);
    expect(JSON.parse(configMap.data?.['config.json'] ?? '')).toEqual(ENV_CONFIG);
    const shell = podSpec(find('Deployment', 'rapport-shell'));
    const volume = shell.volumes?.find((candidate) => candidate.configMap?.name === 'rapport-environment');
    expect(volume).toBeDefined();
    const mount = shell.containers[0].volumeMounts?.find((candidate) => candidate.name === volume?.name);
    expect(mount).toEqual(expect.objectContaining({ mountPath: '/srv/rapport/env' }));
    expect(mount?.subPath).toBeUndefined();
    // the shell's nginx reads them there
    const conf = readFileSync(path.join(ROOT, 'deploy/images/nginx-shell.conf'), 'utf8');
    expect(conf).toContain('alias /srv/rapport/env/remotes.json;');
    expect(conf).toContain('alias /srv/rapport/env/config.json;');
  });

  it('the worker: the API image with API_ROLE=worker and the same settings, probed, no Service; the API replicas take requests only', () => {
    expect(apiEnv('API_ROLE')).toBe('web');
    const worker = find('Deployment', 'rapport-worker');
    const [container] = podSpec(worker).containers;
    expect(container.image).toBe(apiContainer.image);
    const settings = (c: typeof container) => (c.env ?? []).filter((entry) => entry.name !== 'API_ROLE');
    expect(settings(container)).toEqual(settings(apiContainer));
    expect(container.env?.find((entry) => entry.name === 'API_ROLE')?.value).toBe('worker');
    expect(container.readinessProbe?.httpGet).toEqual(apiContainer.readinessProbe?.httpGet);
    expect(container.livenessProbe?.httpGet).toEqual(apiContainer.livenessProbe?.httpGet);
    expect(worker.spec?.replicas).toBeGreaterThanOrEqual(1);
    const services = objects.filter((object) => object.kind === 'Service') as { spec?: { selector?: Record<string, string> } }[];
    expect(services.filter((service) => matches(service.spec?.selector ?? {}, worker.spec?.template?.metadata?.labels))).toEqual([]);
    const policy = find('NetworkPolicy', 'rapport-worker').spec as unknown as {
      podSelector: { matchLabels: Record<string, string> };
      policyTypes: string[];
      ingress?: unknown[];
      egress: { ports: PolicyPort[] }[];
    };
    expect(matches(policy.podSelector.matchLabels, worker.spec?.template?.metadata?.labels)).toBe(true);
    expect(policy.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    expect(policy.ingress ?? []).toEqual([]);
    expect(policy.egress.flatMap((rule) => rule.ports.map((port) => `${port.protocol}/${port.port}`)).sort()).toEqual([
      'TCP/25', 'TCP/465', 'TCP/53', 'TCP/5432', 'TCP/587', 'UDP/53',
    ]);
  });

  it('the NetworkPolicies: the API answers the ingress controller only and reaches DNS, PostgreSQL and SMTP only', () => {
    const policy = find('NetworkPolicy', 'rapport-api');
    const spec = policy.spec as unknown as {
      podSelector: { matchLabels: Record<string, string> };
      policyTypes: string[];
      ingress: { from: { namespaceSelector?: { matchLabels: Record<string, string> } }[]; ports: PolicyPort[] }[];
      egress: { to?: unknown[]; ports: PolicyPort[] }[];
    };
    expect(matches(spec.podSelector.matchLabels, api.spec?.template?.metadata?.labels)).toBe(true);
    expect(spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    expect(spec.ingress).toEqual([
      { from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }], ports: [{ protocol: 'TCP', port: apiContainer.ports?.[0].containerPort }] },
    ]);
    const egress = spec.egress.flatMap((rule) => rule.ports.map((port) => `${port.protocol}/${port.port}`)).sort();
    expect(egress).toEqual(['TCP/25', 'TCP/465', 'TCP/53', 'TCP/5432', 'TCP/587', 'UDP/53']);
    const migrate = find('NetworkPolicy', 'rapport-api-migrate').spec as unknown as { podSelector: { matchLabels: Record<string, string> } };
    expect(matches(migrate.podSelector.matchLabels, find('Job', 'rapport-api-migrate').spec?.template?.metadata?.labels)).toBe(true);
  });
});

describe('the container images (deploy/images), read as text', () => {
  const dockerfile = (name: string) => readFileSync(path.join(ROOT, 'deploy/images', name), 'utf8');
  const instructions = (text: string) =>
    text
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));

  it.each(['api.Dockerfile', 'static.Dockerfile'])('%s: base images pinned to a version, a non-root USER last, no secret baked in', (name) => {
    const lines = instructions(dockerfile(name));
    const froms = lines.filter((line) => line.startsWith('FROM '));
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) expect(from).toMatch(/^FROM [\w./-]+:\d+\.\d+\.\d+-[\w.-]+( AS \w+)?$/);
    const lastStage = lines.slice(lines.lastIndexOf(froms[froms.length - 1]));
    const users = lastStage.filter((line) => line.startsWith('USER '));
    expect(users.length).toBeGreaterThan(0);
    expect(users[users.length - 1]).not.toMatch(/^USER (root|0)\b/);
    for (const line of lines.filter((candidate) => /^(ENV|ARG) /.test(candidate))) {
      expect(line).not.toMatch(/DATABASE_URL|SMTP_URL|MAIL_SECRET_KEY|PASSWORD|SECRET|TOKEN/i);
    }
    // every file COPY takes from the repository exists (build arguments apart)
    for (const line of lines.filter((candidate) => candidate.startsWith('COPY ') && !candidate.includes('--from='))) {
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources.filter((candidate) => !candidate.includes('$'))) {
        expect({ source, exists: existsSync(path.join(ROOT, source)) }).toEqual({ source, exists: true });
      }
    }
  });

  it("the API image: node 20, the repository's tsx, the server and the migration script it starts", () => {
    const text = dockerfile('api.Dockerfile');
    expect(text).toMatch(/^FROM node:20\.\d+\.\d+-bookworm-slim$/m);
    const rootPackage = readJson('package.json') as { devDependencies: Record<string, string> };
    expect(text).toContain(`tsx@${rootPackage.devDependencies.tsx}`);
    const tsx = readJson('node_modules/tsx/package.json') as { exports: Record<string, string | Record<string, string>> };
    expect(tsx.exports['.']).toBe('./dist/loader.mjs');
    expect(text).toContain('"node", "--import", "/usr/local/lib/node_modules/tsx/dist/loader.mjs", "api/src/server.ts"');
    expect(text).toMatch(/npm ci --omit=dev --workspace @rapport\/api/);
    // the Deployment runs the image's own command; the Job the migration with the same loader
    expect(apiContainer.command).toBeUndefined();
    expect(podSpec(find('Job', 'rapport-api-migrate')).containers[0].command?.slice(0, 3)).toEqual(['node', '--import', '/usr/local/lib/node_modules/tsx/dist/loader.mjs']);
    // the image's user is the one the pods run as
    expect(text).toContain(`USER ${podSpec(api).securityContext?.runAsUser}:`);
  });

  it("the static image: nginx.conf's headers (written by nginx-headers.mjs) in every location of both servers, on the port the pods use", () => {
    expect(dockerfile('static.Dockerfile')).toContain('node deploy/scripts/nginx-headers.mjs --env "${ENVIRONMENT}" --out /out');
    for (const kind of ['shell', 'remote']) {
      const conf = readFileSync(path.join(ROOT, `deploy/images/nginx-${kind}.conf`), 'utf8');
      expect(conf).toContain('listen 8080;');
      const locations = conf.split(/\n\s*location /).slice(1);
      const served = locations.filter((block) => !block.startsWith('= /healthz'));
      expect(served.length).toBeGreaterThanOrEqual(5);
      for (const block of served) expect(block).toMatch(/include rapport\/security-headers(-page)?\.conf;/);
    }
    for (const name of ['shell', ...REMOTES]) {
      const [container] = podSpec(find('Deployment', `rapport-${name}`)).containers;
      expect(container.ports).toEqual([expect.objectContaining({ name: 'http', containerPort: 8080 })]);
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    }
  });

  it('every nginx configuration sends the build\'s gzip copies and compresses the same types on the fly (the rehearsal adds brotli for these)', () => {
    const confs = ['deploy/nginx.conf', 'deploy/images/nginx-shell.conf', 'deploy/images/nginx-remote.conf'].map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
    const typeLists = confs.flatMap((conf) => [...conf.matchAll(/^\s*gzip_types ([^;]+);/gm)].map((match) => match[1]));
    expect(typeLists.length).toBeGreaterThanOrEqual(confs.length);
    expect(new Set(typeLists).size).toBe(1);
    expect(typeLists[0].split(' ')).toEqual(expect.arrayContaining(['application/javascript', 'text/css', 'application/json', 'image/svg+xml']));
    for (const conf of confs) {
      expect(conf).toMatch(/^\s*gzip_static on;/m);
      expect(conf).toMatch(/^\s*gzip_vary on;/m);
    }
  });
});
