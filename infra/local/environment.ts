// Imported first by the local entry points (imports run in order), before any AWS SDK client exists.
// The SDK range is pinned in package.json, so its notice that releases after January 2027 need
// Node 22 is noise on the Node 20 machines.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_REGION ??= 'us-east-1';
