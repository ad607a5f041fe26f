// Imported first by every entry point that loads the AWS SDK on the Node 20 machines (imports run
// in order). The SDK range is pinned in package.json, so its notice that releases after January
// 2027 need Node 22 is noise here; Lambda runs Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
