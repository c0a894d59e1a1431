import { spawn } from 'child_process';
import path from 'path';
import ts from 'typescript';

const TOOLS = path.join(__dirname, 'openapi-tools-cli.mjs');

/** Runs a command of openapi-tools-cli.mjs (a Node process: the tools are ES modules only) with `input` as JSON; its output. */
function runTool(command: 'lint' | 'types', input: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TOOLS, command], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`openapi-tools-cli ${command} exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(JSON.stringify(input));
  });
}

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  /** where in the document (a JSON pointer) */
  pointer: string;
}

/** Each document's problems by @redocly/openapi-core's `recommended` rules, with `rules` changing some ('off', 'warn'). */
export async function lintOpenApi(documents: object[], rules: Record<string, 'off' | 'warn' | 'error'>): Promise<LintProblem[][]> {
  return JSON.parse(await runTool('lint', { documents, rules })) as LintProblem[][];
}

/** The TypeScript types of a document's operations (`paths`, `operations`, `components`), by openapi-typescript. */
export function openApiTypes(document: object): Promise<string> {
  return runTool('types', { document });
}

export interface CompileError {
  file: string;
  /** 1-based */
  line: number;
  message: string;
}

/**
 * Type-checks the `files` of `dir` as a strict project that may import openapi-fetch,
 * without emitting anything: the errors of each file.
 */
export function typeCheck(dir: string, files: string[]): CompileError[] {
  const openapiFetch = path.dirname(require.resolve('openapi-fetch/package.json'));
  const program = ts.createProgram(
    files.map((file) => path.join(dir, file)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      // a browser's client: fetch and Request from the DOM library, nothing of Node
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      paths: { 'openapi-fetch': [openapiFetch] },
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const position = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
    return {
      file: diagnostic.file ? path.relative(dir, diagnostic.file.fileName) : '',
      line: position ? position.line + 1 : 0,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    };
  });
}
