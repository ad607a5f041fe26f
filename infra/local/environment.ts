// Imported first by the local entry points (imports run in order), before any AWS SDK client exists.
import '../quiet-sdk-notice';

process.env.AWS_REGION ??= 'us-east-1';
