import { Duration } from 'aws-cdk-lib';
import { type IAlarm, type IAlarmAction, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { pagingAlarm } from './alarm-kit';

/** A function as its alarm needs it: its metrics and its timeout (the 29 s of an API handler if unknown). */
export type AlarmedFunction = IFunction & { timeout?: Duration };

/** Duration's p99 at this share of the timeout is close enough to page: the next slow requests time out. */
export const DURATION_SHARE_OF_TIMEOUT = 0.8;
const MINUTE = Duration.minutes(1);

/**
 * One alarm per function: errors, throttles and p99 duration near the timeout, in one metric-math
 * expression (each breached condition adds 1) rather than three alarms: about a hundred functions at
 * the whole catalogue, all in the root stack, whose budget three each would strain
 * (docs/operations-runbook.md, "Resource budgets"). One-minute periods, 2 of 5 breaching: a burst of
 * errors pages within minutes, one stray timeout does not.
 */
export class FunctionAlarms extends Construct {
  private readonly alarms = new Map<IFunction, readonly IAlarm[]>();
  private readonly action: IAlarmAction;

  constructor(scope: Construct, id: string, props: { action: IAlarmAction }) {
    super(scope, id);
    this.action = props.action;
  }

  /** Every function alarmed so far, with its alarms. */
  get byFunction(): ReadonlyMap<IFunction, readonly IAlarm[]> {
    return this.alarms;
  }

  /**
   * The alarms of `fn`, made on the first call (under `label`, default the function's construct
   * id).
   */
  alarmsFor(fn: AlarmedFunction, label = fn.node.id): readonly IAlarm[] {
    const known = this.alarms.get(fn);
    if (known) return known;
    const timeoutMs = (fn.timeout ?? Duration.seconds(29)).toMilliseconds();
    const limitMs = Math.round(timeoutMs * DURATION_SHARE_OF_TIMEOUT);
    const alarm = pagingAlarm(this, `${label}Health`, this.action, {
      alarmDescription:
        `${label}: Lambda Errors >= 1, Throttles >= 1 or Duration p99 >= ${limitMs} ms ` +
        `(${DURATION_SHARE_OF_TIMEOUT * 100} % of the timeout) in 2 of 5 minutes. The value is how many ` +
        'of the three are breached; the dashboard shows which. Runbook: "Alarms and the dashboard".',
      metric: new MathExpression({
        expression: `(FILL(errors, 0) >= 1) + (FILL(throttles, 0) >= 1) + (FILL(p99, 0) >= ${limitMs})`,
        usingMetrics: {
          errors: fn.metricErrors({ statistic: 'Sum', period: MINUTE }),
          throttles: fn.metricThrottles({ statistic: 'Sum', period: MINUTE }),
          p99: fn.metricDuration({ statistic: 'p99', period: MINUTE }),
        },
        label: `${label} conditions breached`,
        period: MINUTE,
      }),
      threshold: 1,
      evaluationPeriods: 5,
      datapointsToAlarm: 2,
    });
    const alarms = [alarm];
    this.alarms.set(fn, alarms);
    return alarms;
  }
}
