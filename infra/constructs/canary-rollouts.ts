import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IAlarm,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** The alias the API calls and the deployment group that shifts it. */
export interface LiveFunction {
  fn: LambdaFunction;
  alias: Alias;
  deploymentGroup: LambdaDeploymentGroup;
}

/** The alarms (besides the function's own errors) a function's canary rolls back on. */
export type RollbackAlarms = (fn: LambdaFunction, alias: Alias) => readonly IAlarm[];

export interface CanaryRolloutsProps {
  /** Names the application (`real-estate-<name>`); one per API. */
  name: string;
  /**
   * More alarms to roll back on, per function, made in the API's own stack: the root's health alarms
   * read the functions' names from this stack, so handing them back here would be a cycle.
   */
  rollbackAlarmsFor?: RollbackAlarms;
}

/**
 * CloudWatch alarms on metric math take at most 10 metrics (a hard limit): one errors alarm watches
 * the `live` aliases of up to this many functions.
 */
export const FUNCTIONS_PER_ERRORS_ALARM = 10;

/**
 * Canary rollouts for the functions of one API: each function published as a version behind a `live`
 * alias that CodeDeploy shifts 10 % for 5 minutes, rolled back when the deployment fails or stops
 * or an alarm fires. One CodeDeploy application and one service role serve every function of the
 * API, and one errors alarm serves up to ten of its aliases, so a function costs three resources
 * (version, alias, deployment group): with an alarm of its own the largest API would exceed its
 * resource budget (docs/operations-runbook.md, "Safe rollouts").
 */
export class CanaryRollouts extends Construct {
  /** The shared CodeDeploy application. */
  readonly application: LambdaApplication;
  /** The shared CodeDeploy service role. */
  readonly role: Role;
  private readonly functions: LiveFunction[] = [];
  private readonly rollbackAlarmsFor: RollbackAlarms | undefined;
  private errorAlarmsAdded = false;

  constructor(scope: Construct, id: string, props: CanaryRolloutsProps) {
    super(scope, id);
    this.rollbackAlarmsFor = props.rollbackAlarmsFor;
    this.application = new LambdaApplication(this, 'Application', {
      applicationName: `real-estate-${props.name}`,
    });
    this.role = new Role(this, 'ServiceRole', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited'),
      ],
    });
  }

  /** The functions published so far, with their aliases and deployment groups. */
  get live(): readonly LiveFunction[] {
    return this.functions;
  }

  /** Publishes `fn` behind its `live` alias with a canary deployment group; returns the alias. */
  publish(fn: LambdaFunction): Alias {
    if (this.errorAlarmsAdded) throw new Error('publish every function before addErrorAlarms()');
    const alias = new Alias(fn, 'LiveAlias', { aliasName: 'live', version: fn.currentVersion });
    const deploymentGroup = new LambdaDeploymentGroup(fn, 'Deployment', {
      application: this.application,
      role: this.role,
      alias,
      deploymentConfig: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
      alarms: [...(this.rollbackAlarmsFor?.(fn, alias) ?? [])],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    this.functions.push({ fn, alias, deploymentGroup });
    return alias;
  }

  /**
   * Adds the errors alarms (the sum of the `live` aliases' Errors, up to ten aliases each) and makes
   * each deployment group roll back on the one that watches its alias. Call once, after `publish`.
   * A failed alias shift fails the stack update, which reverts every alias of it anyway, so one
   * alarm for ten functions rolls back no more than ten alarms would.
   */
  addErrorAlarms(): void {
    this.errorAlarmsAdded = true;
    for (let start = 0; start < this.functions.length; start += FUNCTIONS_PER_ERRORS_ALARM) {
      const watched = this.functions.slice(start, start + FUNCTIONS_PER_ERRORS_ALARM);
      const alarm = new Alarm(this, `Errors${start / FUNCTIONS_PER_ERRORS_ALARM + 1}`, {
        alarmDescription: `Unhandled errors or timeouts of the live aliases of ${watched.length} functions: rolls their canary back`,
        metric: new MathExpression({
          expression: 'SUM(METRICS())',
          usingMetrics: Object.fromEntries(
            watched.map(({ alias }, index) => [
              `e${index}`,
              alias.metricErrors({ period: Duration.minutes(1), statistic: 'Sum' }),
            ]),
          ),
          period: Duration.minutes(1),
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      for (const { deploymentGroup } of watched) deploymentGroup.addAlarm(alarm);
    }
  }
}
