export function runOrder(importsOf: (chunk: string) => readonly string[], roots: readonly string[], entry: string, done?: readonly string[]): string[];
