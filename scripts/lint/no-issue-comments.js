// An ESLint rule: a comment does not cite an issue, or an issue's item, by its number.
// Comments say why the code is as it is; which issue asked for it, and what came before, belong in
// the commit body or docs/decisions/, where they stay true.
// The word issue with a number, or a bracket opening with the word item and a number (an issue's
// numbered item); tests/unit/lint-issue-comments.test.ts has examples.
const ISSUE = /\bissues? #?\d+|\(items? \d+/i;

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
