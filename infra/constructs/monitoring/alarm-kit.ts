import {
  Alarm,
  type AlarmProps,
  type CfnAlarm,
  ComparisonOperator,
  type IAlarmAction,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/**
 * An alarm that pages through `action` on ALARM and says so again on OK. Defaults: at or above the
 * threshold, missing data is not breaching (no traffic is not an outage), and a percentile over too
 * few samples is not evaluated (one slow request at night is not a p99).
 */
export function pagingAlarm(
  scope: Construct,
  id: string,
  action: IAlarmAction,
  props: Omit<AlarmProps, 'comparisonOperator' | 'treatMissingData'> &
    Partial<Pick<AlarmProps, 'comparisonOperator' | 'treatMissingData'>>,
): Alarm {
  const alarm = new Alarm(scope, id, {
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    ...props,
  });
  const cfn = alarm.node.defaultChild as CfnAlarm;
  if (cfn.extendedStatistic) cfn.evaluateLowSampleCountPercentile = 'ignore';
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
