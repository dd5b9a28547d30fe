import { ollamaHasModel, ollamaName, openAiHasModel } from './model-match';

const tags = {
  models: [
    { name: 'llama3.2:latest', model: 'llama3.2:latest' },
    { name: 'mistral:7b', model: 'mistral:7b' },
    {
      name: 'registry.local:5000/team/qwen2.5:0.5b',
      model: 'registry.local:5000/team/qwen2.5:0.5b',
    },
  ],
};

describe('model matching', () => {
  it('treats an Ollama name without a tag as :latest', () => {
    expect(ollamaName('Llama3.2')).toBe('llama3.2:latest');
    expect(ollamaName('mistral:7b')).toBe('mistral:7b');
    expect(ollamaName('registry.local:5000/team/qwen2.5')).toBe(
      'registry.local:5000/team/qwen2.5:latest',
    );
  });

  it('finds Ollama models by name with or without the tag', () => {
    expect(ollamaHasModel(tags, 'llama3.2').found).toBe(true);
    expect(ollamaHasModel(tags, 'llama3.2:latest').found).toBe(true);
    expect(ollamaHasModel(tags, 'mistral:7b').found).toBe(true);
    expect(ollamaHasModel(tags, 'mistral').found).toBe(false);
    expect(ollamaHasModel(tags, 'registry.local:5000/team/qwen2.5:0.5b').found).toBe(true);
    expect(ollamaHasModel(tags, 'phi3').available).toEqual([
      'llama3.2:latest',
      'mistral:7b',
      'registry.local:5000/team/qwen2.5:0.5b',
    ]);
  });

  it('rejects an answer that is not shaped like /api/tags', () => {
    expect(() => ollamaHasModel({ data: [] }, 'x')).toThrow();
    expect(() => ollamaHasModel(null, 'x')).toThrow();
  });

  it('matches OpenAI-compatible ids exactly and points out a case mismatch', () => {
    const list = { object: 'list', data: [{ id: 'Qwen/Qwen2.5-0.5B-Instruct', object: 'model' }] };
    expect(openAiHasModel(list, 'Qwen/Qwen2.5-0.5B-Instruct').found).toBe(true);
    const wrongCase = openAiHasModel(list, 'qwen/qwen2.5-0.5b-instruct');
    expect(wrongCase.found).toBe(false);
    expect(wrongCase.differentCase).toBe('Qwen/Qwen2.5-0.5B-Instruct');
    expect(() => openAiHasModel({ models: [] }, 'x')).toThrow();
  });
});
