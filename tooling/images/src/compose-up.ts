/**
 * compose.yaml brought up with plain podman (podman-compose is not packaged everywhere): one network
 * whose DNS answers each service's name, named volumes, images built from the Dockerfile, and
 * services started in dependency order, each waiting for the condition its dependents ask of it.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { waitFor } from '@pitchfit/testing/wait';
import type { ComposeFile, ComposeService, DependencyCondition } from './compose';
import { podman, podmanStatus, runCommand } from './podman';

const PROJECT_LABEL = 'io.pitchfit.compose-project';
/** How long a dependency may take to become healthy or to finish: bounds a broken run only. */
const DEPENDENCY_LIMIT_MS = 180_000;

export interface Project {
  name: string;
  compose: ComposeFile;
  /** The folder compose.yaml is in: relative paths (build contexts, bind mounts) start there. */
  dir: string;
}

export const containerOf = (project: Project, service: string) => `${project.name}-${service}`;

/** Builds every image a service builds, once per image, in the order the services come. */
export async function buildImages(project: Project, log: (message: string) => void): Promise<void> {
  const built = new Set<string>();
  for (const service of Object.values(project.compose.services)) {
    const { build } = service;
    if (!build || built.has(service.image)) continue;
    built.add(service.image);
    const started = Date.now();
    const args = Object.entries(build.args).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);
    const context = resolve(project.dir, build.context);
    // Docker's format keeps HEALTHCHECK (OCI images have no such field); layers are cached by default.
    await podman(
      [
        'build',
        '--quiet',
        '--format',
        'docker',
        ...args,
        ...(build.target ? ['--target', build.target] : []),
        '-f',
        resolve(context, build.dockerfile),
        '-t',
        service.image,
        context,
      ],
      { inheritStderr: true },
    );
    log(`built ${service.image} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function healthArgs(service: ComposeService): string[] {
  const check = service.healthcheck;
  if (!check) return [];
  const [kind, ...command] = check.test;
  return [
    '--health-cmd',
    kind === 'CMD' ? JSON.stringify(command) : command.join(' '),
    ...(check.interval ? ['--health-interval', check.interval] : []),
    ...(check.timeout ? ['--health-timeout', check.timeout] : []),
    ...(check.retries ? ['--health-retries', String(check.retries)] : []),
    ...(check.start_period ? ['--health-start-period', check.start_period] : []),
  ];
}

function volumeArgs(project: Project, service: ComposeService): string[] {
  return service.volumes.flatMap((volume) => {
    const [source = '', ...rest] = volume.split(':');
    const named = source in project.compose.volumes;
    const from = named
      ? `${project.name}_${source}`
      : isAbsolute(source)
        ? source
        : resolve(project.dir, source);
    return ['--volume', [from, ...rest].join(':')];
  });
}

async function runService(project: Project, name: string, service: ComposeService): Promise<void> {
  await podman([
    'run',
    '--detach',
    '--name',
    containerOf(project, name),
    '--label',
    `${PROJECT_LABEL}=${project.name}`,
    '--network',
    project.name,
    '--network-alias',
    name,
    '--hostname',
    name,
    ...(service.restart && service.restart !== 'no' ? ['--restart', service.restart] : []),
    ...Object.entries(service.environment).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    ...service.ports.flatMap((port) => ['--publish', port]),
    ...volumeArgs(project, service),
    ...healthArgs(service),
    service.image,
    ...(service.command ?? []),
  ]);
}

/**
 * Podman runs health checks from systemd timers, which a container without systemd (this sandbox,
 * most CI runners) lacks: the check is run here, as often as the waiting needs it.
 */
async function untilHealthy(container: string): Promise<void> {
  await waitFor(
    async () => {
      const { code, stderr } = await runCommand('podman', ['healthcheck', 'run', container]);
      // 125: podman could not run the check. A check that overran its timeout (a process still
      // starting on a busy machine) is tried again; a stopped container or no check is an error.
      if (code === 125 && !stderr.includes('exceeded timeout'))
        throw new Error(`${container}: ${stderr.trim()}`);
      await new Promise((done) => setTimeout(done, code === 0 ? 0 : 1000));
      return code === 0;
    },
    `${container} to be healthy`,
    DEPENDENCY_LIMIT_MS,
  );
}

async function untilCompleted(container: string): Promise<void> {
  const code = Number(await podman(['wait', container]));
  if (code !== 0) throw new Error(`${container} exited with ${code}`);
}

async function untilCondition(container: string, condition: DependencyCondition): Promise<void> {
  if (condition === 'service_healthy') await untilHealthy(container);
  if (condition === 'service_completed_successfully') await untilCompleted(container);
}

/** Creates the network and volumes and starts every service once its dependencies are as asked. */
export async function composeUp(project: Project, log: (message: string) => void): Promise<void> {
  await podman(['network', 'create', '--label', `${PROJECT_LABEL}=${project.name}`, project.name]);
  for (const volume of Object.keys(project.compose.volumes)) {
    await podman([
      'volume',
      'create',
      '--label',
      `${PROJECT_LABEL}=${project.name}`,
      `${project.name}_${volume}`,
    ]);
  }
  const started = new Map<string, Promise<void>>();
  const start = (name: string): Promise<void> => {
    const known = started.get(name);
    if (known) return known;
    const service = project.compose.services[name];
    if (!service) throw new Error(`compose.yaml: no service ${name}`);
    const starting = (async () => {
      await Promise.all(
        Object.entries(service.depends_on).map(async ([dependency, { condition }]) => {
          await start(dependency);
          await untilCondition(containerOf(project, dependency), condition);
        }),
      );
      await runService(project, name, service);
      log(`started ${name}`);
    })();
    started.set(name, starting);
    return starting;
  };
  await Promise.all(Object.keys(project.compose.services).map(start));
}

/** The last lines of every container's output, for a run that failed. */
export async function composeLogs(project: Project, lines: number): Promise<string> {
  const parts: string[] = [];
  for (const name of Object.keys(project.compose.services)) {
    const container = containerOf(project, name);
    const output = await podman(['logs', '--tail', String(lines), container]).catch(() => '');
    if (output) parts.push(`--- ${name}\n${output}`);
  }
  return parts.join('\n');
}

/** Removes whatever the project created: containers, volumes, network. */
export async function composeDown(project: Project): Promise<void> {
  const filter = `label=${PROJECT_LABEL}=${project.name}`;
  const containers = (await podman(['ps', '--all', '--quiet', '--filter', filter]))
    .split('\n')
    .filter(Boolean);
  if (containers.length > 0) await podman(['rm', '--force', '--time', '5', ...containers]);
  const volumes = (await podman(['volume', 'ls', '--quiet', '--filter', filter])).split('\n').filter(Boolean);
  if (volumes.length > 0) await podman(['volume', 'rm', '--force', ...volumes]);
  await podmanStatus(['network', 'rm', '--force', project.name]);
}

export const projectDir = (composeFile: string) => dirname(resolve(composeFile));
