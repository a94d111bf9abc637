import { CATEGORIES } from './categoriesTestKit';
import { categoryFieldsOf, newCategoryForm, validateCategoryForm, type CategoryFormValues } from './categoryForm';

const values = (fields: Partial<CategoryFormValues> = {}): CategoryFormValues => ({ name: '人事部', description: '', order: '3', ...fields });

describe('validateCategoryForm', () => {
  it('accepts the limits of the server (name 50, description 500, order 0 to 9999)', () => {
    expect(validateCategoryForm(values({ name: 'あ'.repeat(50), description: 'い'.repeat(500), order: '9999' }), CATEGORIES)).toEqual({});
    expect(validateCategoryForm(values({ order: '0' }), CATEGORIES)).toEqual({});
  });

  it('refuses one character more, counting what is left after trimming', () => {
    expect(validateCategoryForm(values({ name: ` ${'あ'.repeat(50)} ` }), [])).toEqual({});
    expect(validateCategoryForm(values({ name: 'あ'.repeat(51), description: 'い'.repeat(501) }), [])).toEqual({
      name: 'カテゴリ名は50文字以内で入力してください。',
      description: '説明は500文字以内で入力してください。',
    });
  });

  it('asks for a name and an order', () => {
    expect(validateCategoryForm(values({ name: '　 ', order: ' ' }), [])).toEqual({
      name: 'カテゴリ名を入力してください。',
      order: '表示順を入力してください。',
    });
  });

  it.each(['10000', '-1', '1.5', '1e3', '三'])('refuses the order %s', (order) => {
    expect(validateCategoryForm(values({ order }), []).order).toBe('表示順は0〜9999の整数で入力してください。');
  });

  it('refuses a name another category has, as the server would', () => {
    expect(validateCategoryForm(values({ name: ' 営業部 ' }), CATEGORIES).name).toBe('「営業部」という名前のユーザーカテゴリはすでにあります。');
    expect(validateCategoryForm(values({ name: '営業' }), CATEGORIES).name).toBeUndefined();
  });
});

describe('categoryFieldsOf', () => {
  it('sends trimmed text and the order as a number, full-width digits included', () => {
    expect(categoryFieldsOf({ name: ' 人事部 ', description: ' 採用と労務 \n', order: '１２' })).toEqual({ name: '人事部', description: '採用と労務', order: 12 });
  });
});

describe('newCategoryForm', () => {
  it('puts a new category after the last one', () => {
    expect(newCategoryForm(CATEGORIES)).toEqual({ name: '', description: '', order: '6' });
    expect(newCategoryForm([])).toEqual({ name: '', description: '', order: '1' });
    expect(newCategoryForm([{ ...CATEGORIES[0]!, order: 9999 }]).order).toBe('9999');
  });
});
