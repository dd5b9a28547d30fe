import { accessProblem } from './dto/assistant-access';
import { knowledgeProblem } from './dto/knowledge-scope';
import { CustomAssistantEntity } from './custom-assistant.entity';
import { mayUseAssistant } from './custom-assistant.mapper';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('custom assistant rules', () => {
  it.each([
    ['everyone', null],
    [{ teams: [ID] }, null],
    [{ teams: [] }, 'Choose at least one team, or give access to everyone'],
    [{ teams: ['x'] }, 'access must be "everyone" or {"teams": [team ids]}'],
    [{ teams: [ID], extra: 1 }, 'access must be "everyone" or {"teams": [team ids]}'],
    ['some', 'access must be "everyone" or {"teams": [team ids]}'],
  ])('access %j: %s', (value, problem) => expect(accessProblem(value)).toBe(problem));

  it.each([
    [{ scope: 'all' }, null],
    [{ scope: 'none', documentIds: [] }, null],
    [{ scope: 'documents', documentIds: [ID] }, null],
    [{ scope: 'documents' }, 'Choose at least one document'],
    [{ scope: 'all', documentIds: [ID] }, "Choose documents only with the 'documents' scope"],
    [{ scope: 'documents', documentIds: [ID, ID] }, 'Each document may be chosen once'],
    [{ scope: 'some' }, 'Knowledge scope must be all, documents or none'],
    [{ scope: 'documents', documentIds: ['x'] }, 'documentIds must be a list of document ids'],
    [
      { scope: 'documents', documentIds: Array.from({ length: 51 }, () => ID) },
      'Choose at most 50 documents',
    ],
  ])('knowledge %j: %s', (value, problem) => expect(knowledgeProblem(value)).toBe(problem));

  it('lets members of a listed team, admins and the owner use a team assistant', () => {
    const row = { accessTeams: JSON.stringify(['t1']) } as CustomAssistantEntity;
    expect(mayUseAssistant(row, 'member', new Set(['t1']))).toBe(true);
    expect(mayUseAssistant(row, 'member', new Set(['t2']))).toBe(false);
    expect(mayUseAssistant(row, 'admin', new Set())).toBe(true);
    expect(mayUseAssistant(row, 'owner', new Set())).toBe(true);
    const open = { accessTeams: null } as CustomAssistantEntity;
    expect(mayUseAssistant(open, 'member', new Set())).toBe(true);
  });
});
