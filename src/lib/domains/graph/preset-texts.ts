/**
 * The teaching graphs (presets.ts) in the graph text format (text.ts): its keywords (`start`,
 * `goal`, `directed`, `h`) and the nodes' names are the format, the same in every language, not
 * prose (tests/i18n/english-allowed.txt). The comment each opens with is a message.
 */
export const PRESET_TEXTS = Object.freeze({
	exam: `start S
goal G
S A 1
S B 4
A B 2
A C 5
B C 1
B D 5
C G 3
D G 2
h S 6
h A 5
h B 3
h C 2
h D 2`,
	misleading: `start S
goal G
S A 1
A G 10
S B 3
B C 3
C G 3
h S 2
h A 1
h B 5
h C 3`,
	inconsistent: `start S
goal G
S A 1
S B 1
A C 2
B C 1
C G 3
h S 5
h A 0
h B 4
h C 1`,
	loop: `start S
goal G
S A 1
S G 4
A B 1
B C 1
C A 1`,
	'zero-cost': `start S
goal G
S A 0
A C 0
S B 2
C G 3
B G 1`,
	'fewest-edges': `start S
goal G
S G 5
S A 1
A B 1
B G 1`,
	'two-goals': `start S
goal G1 G2
S A 2
A G1 6
S B 3
B G2 2`,
	'one-way': `directed
start S
goal G
S A 1
A D 1
S B 2
B G 2
G S 1`,
	ties: `start S
goal G
S A 1
S B 1
S C 1
A G 2
B G 2
C G 2
h S 3
h A 1
h B 1
h C 1`,
	unreachable: `start S
goal G
S A 1
A B 1
B S 1
G H 1`,
	deepening: `start S
goal G
S A 1
S B 1
A C 1
A D 1
B E 1
B F 1
E G 1
E H 1`
});
