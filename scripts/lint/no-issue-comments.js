// An ESLint rule: a comment does not cite an issue by its number.
// Comments say why the code is as it is; which issue asked for it, and what came before, belong in
// the commit body or docs/decisions/, where they stay true.
const ISSUE = /\bissues? #?\d+/i;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'disallow issue numbers in comments' },
    messages: { issue: 'Comments say why the code is so; put "{{found}}" in the commit body or docs/decisions/.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = ISSUE.exec(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'issue', data: { found: found[0] } });
        }
      },
    };
  },
};
