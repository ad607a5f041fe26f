import { PUSH_PLATFORMS } from '../../shared/notifications/push-device';
import { appSurfaces, isDeployedStage, type PipelineConfig, type StageConfig } from './stages';

/*
 * What keeps a stage from deploying as configured, as `<field>: <what is wrong>`. A deployed stage
 * (staging, prod) must be complete and hold no placeholder; any stage (dev, a developer's, the tests')
 * must be consistent. Pure functions: the app, the pipeline stack and the stage call them and refuse
 * to synthesize with every problem named in one message (`assertNoProblems`).
 */

/** The accounts of examples and of the checked-in placeholders (111111111111, 000000000000, 123456789012). */
const placeholderAccount = (account: string) =>
  /^(\d)\1{11}$/.test(account) || ['123456789012', '111122223333', '444455556666'].includes(account);

/** Host names reserved for examples and tests (RFC 2606), which no stage can own. */
const placeholderHost = (host: string) =>
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)\.?$/i.test(host);

const zeroId = (id: string) => /^[0-]+$/.test(id);

/** `<host> is a placeholder` when `host` is reserved for examples. */
const hostProblem = (host: string): string | undefined =>
  placeholderHost(host) ? `${host.replace(/^.*?([^.]+\.[^.]+)\.?$/, '$1')} is a placeholder` : undefined;

function accountProblem(path: string, env: { account: string; region: string } | undefined): string[] {
  if (!env) return [`${path}: missing`];
  const problems: string[] = [];
  if (!/^\d{12}$/.test(env.account)) problems.push(`${path}.account: not a 12-digit account id`);
  else if (placeholderAccount(env.account)) problems.push(`${path}.account: ${env.account} is a placeholder`);
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(env.region)) problems.push(`${path}.region: not a region`);
  return problems;
}

/**
 * What is wrong with an ARN of `service` (`arn:aws:<service>:<region>:<account>:<resource>`): its form,
 * a placeholder account or all-zero id, or another region than the stage's.
 */
function arnProblem(
  path: string,
  arn: string | undefined,
  services: readonly string[],
  resource: RegExp,
  region: string | undefined,
  shape: string,
): string | undefined {
  if (!arn) return `${path}: missing`;
  const match = /^arn:aws:([a-z-]+):([a-z0-9-]+):(\d{12}):(.+)$/.exec(arn);
  const [, service = '', arnRegion = '', account = '', rest = ''] = match ?? [];
  const form = resource.exec(rest);
  if (!match || !services.includes(service) || !form) return `${path}: not an ARN of the form ${shape}`;
  if (placeholderAccount(account)) return `${path}: account ${account} is a placeholder`;
  if (form[1] && zeroId(form[1])) return `${path}: the all-zero id is a placeholder`;
  if (region && arnRegion !== region) return `${path}: in ${arnRegion}, not the stage's region ${region}`;
  return undefined;
}

function urlProblem(path: string, url: string, kind: 'page' | 'origin'): string | undefined {
  if (!url) return `${path}: missing`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${path}: not a URL`;
  }
  if (parsed.protocol !== 'https:') return `${path}: not https`;
  if (kind === 'origin' && parsed.origin !== url)
    return `${path}: not an origin (scheme and host only, no path or trailing slash)`;
  return hostProblem(parsed.hostname) && `${path}: ${hostProblem(parsed.hostname)}`;
}

/** Problems any stage can have: limits that contradict each other. */
function consistencyProblems(config: StageConfig, path: string): string[] {
  const problems: string[] = [];
  const { throttle, limits } = config;
  const check = (where: string, { rateLimit, burstLimit }: { rateLimit: number; burstLimit: number }) => {
    if (!(rateLimit > 0)) problems.push(`${where}.rateLimit: must be above 0`);
    if (!(burstLimit >= rateLimit)) problems.push(`${where}.burstLimit: below its rateLimit`);
  };
  check(`${path}.throttle`, throttle);
  for (const [surface, plan] of Object.entries(limits)) {
    check(`${path}.limits.${surface}`, plan);
    if (plan.rateLimit > throttle.rateLimit)
      problems.push(
        `${path}.throttle.rateLimit: ${throttle.rateLimit} is below the ${surface} plan's ${plan.rateLimit}`,
      );
    if (plan.burstLimit > throttle.burstLimit)
      problems.push(
        `${path}.throttle.burstLimit: ${throttle.burstLimit} is below the ${surface} plan's ${plan.burstLimit}`,
      );
  }
  for (const surface of appSurfaces)
    if ((limits[surface] as { monthlyQuota?: number }).monthlyQuota !== undefined)
      problems.push(
        `${path}.limits.${surface}.monthlyQuota: the apps' shared key must have no quota (it would cut off every app user at once)`,
      );
  if (!(limits.integrations.monthlyQuota > 0))
    problems.push(`${path}.limits.integrations.monthlyQuota: must be above 0`);
  if (!(config.smsSpendLimitUsd > 0)) problems.push(`${path}.smsSpendLimitUsd: must be above 0`);
  return problems;
}

/** Problems of a deployed stage only: what is missing or still a placeholder. */
function completenessProblems(config: StageConfig, path: string): string[] {
  const problems = accountProblem(`${path}.env`, config.env);
  const region = config.env?.region;
  const { domain } = config;
  if (!domain) problems.push(`${path}.domain: missing`);
  else {
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(domain.name))
      problems.push(`${path}.domain.name: not a host name`);
    else if (hostProblem(domain.name)) problems.push(`${path}.domain.name: ${hostProblem(domain.name)}`);
    const certificate = arnProblem(
      `${path}.domain.certificateArn`,
      domain.certificateArn,
      ['acm'],
      /^certificate\/([0-9a-f-]+)$/,
      region,
      'arn:aws:acm:<region>:<account>:certificate/<id>',
    );
    if (certificate) problems.push(certificate);
    const zone = domain.hostedZone;
    if (zone) {
      if (!/^Z[A-Z0-9]+$/.test(zone.id)) problems.push(`${path}.domain.hostedZone.id: not a hosted zone id`);
      else if (/^Z0+$/.test(zone.id))
        problems.push(`${path}.domain.hostedZone.id: ${zone.id} is a placeholder`);
      const zoneName = zone.name.replace(/\.$/, '');
      if (domain.name !== zoneName && !domain.name.endsWith(`.${zoneName}`))
        problems.push(`${path}.domain.hostedZone.name: ${zone.name} does not hold ${domain.name}`);
      else if (hostProblem(zoneName))
        problems.push(`${path}.domain.hostedZone.name: ${hostProblem(zoneName)}`);
    }
  }
  const mailDomain = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(config.mailFrom)?.[1];
  if (!config.mailFrom) problems.push(`${path}.mailFrom: missing`);
  else if (!mailDomain) problems.push(`${path}.mailFrom: not an e-mail address`);
  else if (hostProblem(mailDomain)) problems.push(`${path}.mailFrom: ${hostProblem(mailDomain)}`);
  for (const platform of PUSH_PLATFORMS) {
    const problem = arnProblem(
      `${path}.pushApplications.${platform}`,
      config.pushApplications[platform],
      ['sns'],
      /^app\/(?:APNS|APNS_SANDBOX|GCM)\/[\w.-]+$/,
      region,
      'arn:aws:sns:<region>:<account>:app/<APNS|APNS_SANDBOX|GCM>/<name>',
    );
    if (problem) problems.push(problem);
  }
  const page = urlProblem(`${path}.paymentPageUrl`, config.paymentPageUrl, 'page');
  if (page) problems.push(page);
  if (config.corsOrigins.length === 0) problems.push(`${path}.corsOrigins: missing`);
  config.corsOrigins.forEach((origin, index) => {
    const problem = urlProblem(`${path}.corsOrigins[${index}]`, origin, 'origin');
    if (problem) problems.push(problem);
  });
  if (config.alarmEmails.length === 0) problems.push(`${path}.alarmEmails: missing`);
  config.alarmEmails.forEach((email, index) => {
    const host = email.split('@')[1];
    if (!host) problems.push(`${path}.alarmEmails[${index}]: not an e-mail address`);
    else if (hostProblem(host)) problems.push(`${path}.alarmEmails[${index}]: ${hostProblem(host)}`);
  });
  if (config.smsSpendLimitUsd <= 1)
    problems.push(
      `${path}.smsSpendLimitUsd: ${config.smsSpendLimitUsd} USD is a new account's default: raise the account's limit and put it here`,
    );
  return problems;
}

/**
 * The problems of a stage's configuration, as `stages.<name>.<field>: <what>`: for every stage, limits
 * that contradict each other; for a deployed stage (staging, prod), also each missing field and each
 * placeholder (example.com addresses, accounts such as 111111111111, all-zero ids). Empty when the
 * stage can deploy.
 */
export function problemsOf(config: StageConfig, path = `stages.${config.name}`): string[] {
  return [
    ...(isDeployedStage(config.name) ? completenessProblems(config, path) : []),
    ...consistencyProblems(config, path),
  ];
}

/** The problems of the pipeline's configuration and of the two stages it deploys. */
export function pipelineProblemsOf(
  pipeline: PipelineConfig,
  staging: StageConfig,
  prod: StageConfig,
): string[] {
  const problems = accountProblem('pipeline.env', pipeline.env);
  const { repository, branch, connectionArn } = pipeline.source;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) problems.push('pipeline.source.repository: not an owner/name');
  else if (/^example([-_.]|$)/i.test(repository))
    problems.push(`pipeline.source.repository: ${repository} is a placeholder`);
  if (!branch) problems.push('pipeline.source.branch: missing');
  const connection = arnProblem(
    'pipeline.source.connectionArn',
    connectionArn,
    ['codeconnections', 'codestar-connections'],
    /^connection\/([0-9a-f-]+)$/,
    undefined,
    'arn:aws:codeconnections:<region>:<account>:connection/<id>',
  );
  if (connection) problems.push(connection);
  for (const [expected, config] of [
    ['staging', staging],
    ['prod', prod],
  ] as const) {
    if (config.name !== expected) problems.push(`stages.${expected}.name: ${config.name}, not ${expected}`);
    problems.push(...problemsOf(config, `stages.${expected}`));
  }
  if (!staging.smokeSecretName)
    problems.push('stages.staging.smokeSecretName: missing (the smoke test signs in with it)');
  return problems;
}

/** A configuration that cannot deploy: its message names every problem. */
export class StageConfigError extends Error {
  static readonly heading =
    'The configuration cannot deploy (fill in infra/config/stages.ts as docs/operations-runbook.md, "Pipeline and stages", says)';
  constructor(readonly problems: readonly string[]) {
    super(`${StageConfigError.heading}: ${problems.join('; ')}`);
    this.name = 'StageConfigError';
  }
}

/** Throws a StageConfigError naming every problem, if there are any. */
export function assertNoProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new StageConfigError(problems);
}
