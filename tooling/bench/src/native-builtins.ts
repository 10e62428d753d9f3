// The check lives in @pitchfit/testing, where the reader's tests use it too.
export { assertNativeBuiltins } from '@pitchfit/testing/native-builtins';
