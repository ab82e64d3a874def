import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import {
	lastPossibleStep,
	readGoToStep,
	SPEED_STOPS,
	speedShort,
	speedStopOf,
	speedWords,
	type StepBounds
} from '$lib/player/timeline';

/** A run recorded to step 120 of a 50,000-expansion cap, still going. */
const GOING: StepBounds = {
	computed: 121,
	complete: false,
	expansionCap: 50_000,
	lastPossible: 50_001
};
/** A run that ended at step 11. */
const ENDED: StepBounds = {
	computed: 12,
	complete: true,
	expansionCap: 50_000,
	lastPossible: 50_001
};

describe('speed stops', () => {
	it('run 1, 2, 5 per power of ten from 1 to 1,000 a second, then as fast as possible', () => {
		expect(SPEED_STOPS).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, Infinity]);
	});

	it('a speed goes to the stop nearest by ratio; Infinity to the last', () => {
		expect([1, 2, 3, 4, 5, 60, 1000, 5000, 0.5, Infinity].map(speedStopOf)).toEqual([
			0, 1, 1, 2, 2, 5, 9, 9, 0, 10
		]);
	});

	it('says each speed in words, long and short', () => {
		expect(SPEED_STOPS.map((speed) => messageText(speedWords(speed)))).toEqual([
			'1 step a second',
			'2 steps a second',
			'5 steps a second',
			'10 steps a second',
			'20 steps a second',
			'50 steps a second',
			'100 steps a second',
			'200 steps a second',
			'500 steps a second',
			'1,000 steps a second',
			'as fast as possible'
		]);
		expect(SPEED_STOPS.map((speed) => messageText(speedShort(speed)))).toEqual([
			'1/s',
			'2/s',
			'5/s',
			'10/s',
			'20/s',
			'50/s',
			'100/s',
			'200/s',
			'500/s',
			'1,000/s',
			'fastest'
		]);
	});
});

describe('the last step a cap allows', () => {
	it('is the cap + 1 (a goal step), or 2 × cap + 2 with an iteration step per iteration', () => {
		expect(lastPossibleStep(50_000, false)).toBe(50_001);
		expect(lastPossibleStep(50_000, true)).toBe(100_002);
		expect(lastPossibleStep(1, false)).toBe(2);
	});
});

describe('reading a step typed in', () => {
	it('takes whole numbers up to the cap’s last step, computed yet or not', () => {
		expect(readGoToStep('40', GOING)).toEqual({ ok: true, step: 40 });
		expect(readGoToStep(' 0 ', GOING)).toEqual({ ok: true, step: 0 });
		expect(readGoToStep('40,000', GOING)).toEqual({ ok: true, step: 40_000 });
		expect(readGoToStep('40 000', GOING)).toEqual({ ok: true, step: 40_000 });
		expect(readGoToStep('50001', GOING)).toEqual({ ok: true, step: 50_001 });
		expect(readGoToStep('7.0', GOING)).toEqual({ ok: true, step: 7 });
		expect(readGoToStep('11', ENDED)).toEqual({ ok: true, step: 11 });
	});

	/** What a reading says, in English: the step, or its message in words. */
	const said = (text: string, bounds: StepBounds): string | number => {
		const reading = readGoToStep(text, bounds);
		return reading.ok ? reading.step : messageText(reading.message);
	};

	it('says in words what is wrong with anything else', () => {
		expect(said('', GOING)).toBe('Type a step number: a whole number from 0 to 50,001.');
		expect(said('forty', GOING)).toBe(
			'“forty” is not a number: type a whole number from 0 to 50,001.'
		);
		expect(said('4,0', GOING)).toBe('“4,0” is not a number: type a whole number from 0 to 50,001.');
		expect(said('1e3', GOING)).toBe('“1e3” is not a number: type a whole number from 0 to 50,001.');
		expect(said('-3', GOING)).toBe(
			'Steps start at 0 (the start): type a whole number from 0 to 50,001.'
		);
		expect(said('2.5', GOING)).toBe(
			'2.5 is not a whole step: type a whole number from 0 to 50,001.'
		);
		expect(said('50002', GOING)).toBe(
			'Step 50,002 lies beyond the cap of 50,000 expansions: this run cannot go past step 50,001.'
		);
		expect(said('12', ENDED)).toBe('The run ended at step 11: type a whole number from 0 to 11.');
	});
});
