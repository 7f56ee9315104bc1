import path from 'node:path';

// The server's domains (decision 076). Each is a folder src/server/<domain>/ whose index.ts is all
// that code outside it may import; inside, its files import each other directly, never through
// their own index (that would load the whole domain in a cycle with the importer).
export const DOMAINS = ['content', 'learning', 'classes', 'tryouts', 'accounts', 'admin'];

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'src', 'server');
const SCRIPT_EXTENSION = /\.(ts|tsx|js|mjs)$/;

function domainOf(absolutePath) {
  const [domain] = path.relative(SERVER, absolutePath).split(path.sep);
  return DOMAINS.includes(domain) ? domain : null;
}

function isIndexOf(domain, target) {
  const domainFolder = path.join(SERVER, domain);
  return target === domainFolder || target === path.join(domainFolder, 'index');
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Code outside a server domain imports only its index; code inside it never its own index.' },
    messages: {
      deep: "'{{specifier}}' reaches inside the {{domain}} domain: import it from the domain's index (src/server/{{domain}}/index.ts), exporting it there if it is not yet (decision 076).",
      ownIndex: "'{{specifier}}' is the {{domain}} domain's own index: inside a domain, import the file itself.",
    },
    schema: [],
  },
  create(context) {
    const importer = path.resolve(context.filename);
    const importerDomain = domainOf(importer);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !/^\.\.?(\/|$)/.test(specifier)) return;
      const target = path.resolve(path.dirname(importer), specifier).replace(SCRIPT_EXTENSION, '');
      const domain = domainOf(target + path.sep);
      if (!domain) return;
      if (domain === importerDomain) {
        if (isIndexOf(domain, target)) context.report({ node, messageId: 'ownIndex', data: { specifier, domain } });
      } else if (!isIndexOf(domain, target)) {
        context.report({ node, messageId: 'deep', data: { specifier, domain } });
      }
    }

    const checkSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
      // vi.mock('../x') and vi.importActual('../x') name a module too.
      'CallExpression[callee.type="MemberExpression"][callee.object.name="vi"]': (node) => node.arguments[0]?.type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};
