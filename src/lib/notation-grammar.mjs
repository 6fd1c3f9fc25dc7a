// A small TextMate grammar so Shiki can highlight Regelwerk's card, position
// and move notation in code blocks marked ```regelwerk.
export const notationGrammar = {
  name: 'regelwerk',
  scopeName: 'source.regelwerk',
  aliases: ['rw'],
  repository: {},
  patterns: [
    { name: 'comment.line.number-sign.regelwerk', match: '#.*$' },
    { name: 'keyword.control.regelwerk', match: '\\b(meld|take|decline|turn|pass|discard|force|play|bid|twiddle|draw|layoff|exchange|out|place|announce)\\b' },
    { name: 'entity.name.tag.regelwerk', match: '\\b[a-z][a-z0-9-]*(?==)' },
    { name: 'constant.language.joker.regelwerk', match: "\\bJk'?" },
    { name: 'markup.deleted.red-suit.regelwerk', match: "\\b(?:A|[2-9]|10|J|Q|K)[hd]'?(?![A-Za-z0-9])" },
    { name: 'support.type.black-suit.regelwerk', match: "\\b(?:A|[2-9]|10|J|Q|K)[cs]'?(?![A-Za-z0-9])" },
    { name: 'entity.name.function.decktet.regelwerk', match: '\\b(?:A[MSWLYK]|[2-9][MSWLYK]{2}|C[MSWLYK]|P[MSWLYK]{3}|T[MSWLYK]{3}|X)\\b' },
    { name: 'constant.numeric.regelwerk', match: '\\b\\d+\\b' },
    { name: 'punctuation.separator.regelwerk', match: '[|;:/=]' },
  ],
};
