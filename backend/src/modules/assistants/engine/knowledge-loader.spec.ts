import { parseDocument } from './knowledge-loader';

const SOURCE = `---
title: "Load Balancing Configuration"
tags: [load balancing, nginx, "sticky sessions"]
---
# Load Balancing Configuration

Intro paragraph.

## Nginx upstream

Use least connections.

\`\`\`nginx
# not a heading inside code
upstream ai { least_conn; }
\`\`\`

### Health checks

Probe /api/health.
`;

describe('parseDocument', () => {
  const doc = parseDocument('developer/lb.md', SOURCE);

  it('reads title and tags from the front matter', () => {
    expect(doc.title).toBe('Load Balancing Configuration');
    expect(doc.tags).toEqual(['load balancing', 'nginx', 'sticky sessions']);
  });

  it('chunks by heading, ignoring "#" lines inside code fences', () => {
    expect(doc.chunks.map((c) => c.heading)).toEqual([
      'Load Balancing Configuration',
      'Nginx upstream',
      'Health checks',
    ]);
  });

  it('keeps code out of the prose and as the chunk code example', () => {
    const nginx = doc.chunks[1];
    expect(nginx.text).toBe('Use least connections.');
    expect(nginx.code).toBe('# not a heading inside code\nupstream ai { least_conn; }');
    expect(doc.chunks[2].code).toBeUndefined();
  });

  it('falls back to the first heading without front matter', () => {
    expect(parseDocument('x.md', '# Plain Title\n\nBody').title).toBe('Plain Title');
  });
});
