/*
 * The CDK suites, in one file so they share one synth of the route table (test/infra/support/
 * shared-synth.ts): each file of the isolated project loads aws-cdk-lib and the route table again,
 * and each synth of the whole route table costs 30-60 s on the 2-core machine. The projection to
 * the whole catalogue (budgets) and a few small synths of settings the shared one lacks are the
 * others. Bundling stays in its own file (test/infra/bundling.test.ts), so it runs beside this one.
 */
import './cdk/stack';
import './cdk/monitoring';
import './cdk/rollouts';
import './cdk/edge';
import './cdk/aws-checks';
import './cdk/budgets';
import './cdk/stage-config';
import './cdk/pipeline';
import './cdk/job-scheduler';
import './cdk/function-environment';
import './cdk/cors';
