// One plain-text table format for every benchmark, so their figures line up the same way.

/**
 * Prints a titled table: the first column left-aligned, the others right-aligned.
 * @param {string} title
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {string} [note]
 */
export function printTable(title, header, rows, note) {
	const widths = header.map((cell, i) =>
		Math.max(cell.length, ...rows.map((row) => row[i].length))
	);
	/** @param {string[]} cells */
	const line = (cells) =>
		cells
			.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
			.join('  ');
	console.log(`\n${title}\n${'='.repeat(title.length)}`);
	console.log(line(header));
	console.log(widths.map((width) => '-'.repeat(width)).join('  '));
	for (const row of rows) console.log(line(row));
	if (note !== undefined) console.log(note);
}
