// The node checks' command-line options.

/** The word after `name` on the command line, or `fallback` when `name` is not given. */
export function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
