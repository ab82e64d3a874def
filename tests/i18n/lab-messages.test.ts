import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { m } from '$lib/paraglide/messages.js';
import { LAB_TEMPLATES } from '$lib/lab/templates';

/** The lab's labels (messages/lab/*.json) in Spanish and Chinese, as lesson 9 names them. */
describe('the lab in Spanish and Chinese', () => {
	it('names its check as lesson 9 does', () => {
		expect(m.lab_check_all({}, { locale: 'es' })).toBe('Comprobar todos los tableros');
		expect(m.lab_check_all({}, { locale: 'zh' })).toBe('检查所有棋盘');
		expect(m.lab_run({}, { locale: 'es' })).toBe('Ejecutar');
	});

	it('names its templates', () => {
		expect(LAB_TEMPLATES.map((template) => messageText(template.label, 'es'))).toEqual([
			'Distancia Manhattan',
			'Piezas descolocadas',
			'Vacía'
		]);
		expect(messageText(LAB_TEMPLATES[0].label, 'zh')).toBe('曼哈顿距离');
	});
});
