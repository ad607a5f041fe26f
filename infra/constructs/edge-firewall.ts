import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one client IP may send in five minutes before WAF answers 429. */
export interface FirewallLimits {
  /** Any request to any of the stage's APIs. */
  perIp: number;
  /** Sign-in, one-time-code and password requests (the paths `signInPaths` finds). */
  signInPerIp: number;
}

/** The default limits: a busy office behind one address stays well under them. */
export const defaultFirewallLimits: FirewallLimits = { perIp: 3000, signInPerIp: 50 };

export interface EdgeFirewallProps {
  /** Names the web ACL and its metrics (`real-estate-<name>`). */
  name: string;
  limits: FirewallLimits;
  /** The last path segments of the sign-in, code and password routes (`login`, `verify-otp`, ...). */
  signInSegments: readonly string[];
}

/** The last path segments of the routes that take a password or a one-time code, or send one. */
export function signInSegmentsOf(paths: Iterable<string>): string[] {
  const segments = new Set<string>();
  for (const path of paths) {
    const last = path.split('/').filter(Boolean).at(-1) ?? '';
    if (/login|otp|password/i.test(last)) segments.add(last.toLowerCase());
  }
  return [...segments].sort();
}

/**
 * A URI-path regex matching any of `segments` as the path's last segment, whatever the prefix (the
 * custom domain's `/api/v1/<mount>` or the stage name on the execute-api address).
 */
export const signInPathRegex = (segments: readonly string[]): string =>
  `/(${segments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/?$`;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** The 429 the API itself answers when throttled, so the apps handle both alike. */
const tooManyRequests: CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyRequests' } },
};

/**
 * The stage's regional WAF web ACL, associated with every REST API stage (in each API's stack): AWS's
 * IP reputation list, known bad inputs and common rule set, a per-IP rate limit on everything and a
 * stricter one on the sign-in, code and password routes.
 */
export class EdgeFirewall extends Construct {
  /** The web ACL (its `attrArn` is what an API stage is associated with). */
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const managed = (priority: number, name: string, overrides: string[] = []): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(overrides.length
            ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    });
    const rules: CfnWebACL.RuleProperty[] = [
      managed(0, 'AWSManagedRulesAmazonIpReputationList'),
      managed(1, 'AWSManagedRulesKnownBadInputsRuleSet'),
      // Counted, not blocked: multipart uploads reach 4.4 MB (the rule blocks bodies over 8 KB), and
      // staff store print templates, which are HTML.
      managed(2, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']),
    ];
    if (props.signInSegments.length)
      rules.push({
        name: 'SignInPerIp',
        priority: 10,
        action: tooManyRequests,
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: props.limits.signInPerIp,
            evaluationWindowSec: 300,
            scopeDownStatement: {
              regexMatchStatement: {
                regexString: signInPathRegex(props.signInSegments),
                fieldToMatch: { uriPath: {} },
                textTransformations: [
                  { priority: 0, type: 'URL_DECODE' },
                  { priority: 1, type: 'LOWERCASE' },
                ],
              },
            },
          },
        },
        visibilityConfig: visibility('SignInPerIp'),
      });
    rules.push({
      name: 'AllPerIp',
      priority: 11,
      action: tooManyRequests,
      statement: {
        rateBasedStatement: { aggregateKeyType: 'IP', limit: props.limits.perIp, evaluationWindowSec: 300 },
      },
      visibilityConfig: visibility('AllPerIp'),
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `real-estate-${props.name}`,
      description: 'Rate limits per client IP and AWS managed rules in front of every REST API of the stage',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      customResponseBodies: {
        TooManyRequests: { contentType: 'APPLICATION_JSON', content: '{"message":"Too Many Requests"}' },
      },
      rules,
      visibilityConfig: visibility(`real-estate-${props.name}`),
    });
  }
}
