import type { ArticleSection, BlogArticle } from './types';

const sections: ArticleSection[] = [
  {
    id: 'reference-architecture',
    title: 'Reference Architecture',
    blocks: [
      {
        type: 'p',
        text: 'A production private-LLM platform on Kubernetes is a handful of familiar services around one unfamiliar one: the inference server, which is stateful in memory, GPU-bound and slow to start. Designing around that component is most of the work.',
      },
      {
        type: 'table',
        headers: ['Component', 'Role', 'Notes'],
        rows: [
          [
            'Ingress and API gateway',
            'TLS termination, authentication, rate limiting',
            'The only component exposed outside the cluster',
          ],
          [
            'Application API',
            'Sessions, permissions, conversation memory, audit logging',
            'Stateless; scale on CPU and request rate',
          ],
          [
            'Inference server (vLLM or Ollama)',
            'Serves the model over an OpenAI-compatible API',
            'One Deployment per model on a dedicated GPU node pool',
          ],
          [
            'Vector store',
            'Embeddings for retrieval-augmented generation',
            'StatefulSet with encrypted persistent volumes',
          ],
          [
            'PostgreSQL and Redis',
            'Relational data, sessions, rate-limit counters',
            'Managed operator or external highly available service',
          ],
          [
            'Prometheus and Grafana',
            'Metrics, dashboards and alerting',
            'Scrape application, inference and GPU exporters',
          ],
        ],
      },
    ],
  },
  {
    id: 'gpu-scheduling',
    title: 'GPU Scheduling and Capacity',
    blocks: [
      {
        type: 'p',
        text: 'Model weights must fit in GPU memory with room left for the key-value cache that grows with context length and concurrency. As a rule of thumb, 16-bit weights need about 2 GB of GPU memory per billion parameters; 4-bit quantization brings that to roughly 0.5 to 0.6 GB.',
      },
      {
        type: 'table',
        headers: ['Model size', '16-bit weights', '4-bit quantized', 'Typical hardware'],
        rows: [
          ['7-8B', '~16 GB', '~5 GB', 'One 24 GB GPU'],
          ['13-14B', '~28 GB', '~9 GB', 'One 40-48 GB GPU'],
          ['70B', '~140 GB', '~40 GB', 'Two to four 80 GB GPUs with tensor parallelism'],
        ],
      },
      {
        type: 'ul',
        items: [
          'Install the NVIDIA GPU Operator (or device plugin) and request GPUs with nvidia.com/gpu resource limits.',
          'Taint GPU nodes so only inference pods schedule there, and use node affinity to pin each model to suitable hardware.',
          'Cache model weights on a read-only volume or node-local disk so a restarted pod does not download tens of gigabytes.',
          'Set generous startup probes: loading a large model can take minutes.',
        ],
      },
    ],
  },
  {
    id: 'scaling-and-reliability',
    title: 'Scaling and Reliability',
    blocks: [
      {
        type: 'ul',
        items: [
          'Scale inference on queue depth or requests in flight, exposed as custom metrics, not on CPU utilization, which says little about a GPU-bound process.',
          'Keep a minimum replica count per model so that a scale-up never starts from zero during business hours.',
          'Use PodDisruptionBudgets so node maintenance never takes the last replica of a model offline.',
          'Run the application API with at least three replicas across zones, sharing sessions through Redis.',
          'Stream responses with server-sent events and set proxy timeouts long enough for long generations.',
        ],
      },
    ],
  },
  {
    id: 'security-hardening',
    title: 'Security Hardening',
    blocks: [
      {
        type: 'steps',
        steps: [
          {
            title: 'Isolate the network',
            description:
              'Default-deny NetworkPolicies in every namespace; inference pods accept traffic only from the application API and have no egress.',
          },
          {
            title: 'Restrict workloads',
            description:
              'Enforce the restricted Pod Security Standard: non-root users, read-only root filesystems and no privilege escalation.',
          },
          {
            title: 'Protect secrets and data',
            description:
              'Encrypt Secrets at rest with a KMS provider, use AES-256 encrypted storage classes and TLS 1.3 between services.',
          },
          {
            title: 'Secure the supply chain',
            description:
              'Pull images only from an internal registry, sign them, verify signatures at admission and record model checksums.',
          },
        ],
      },
    ],
  },
  {
    id: 'observability',
    title: 'Observability',
    blocks: [
      {
        type: 'p',
        text: 'Track the metrics users actually feel, and the ones that predict trouble before they do.',
      },
      {
        type: 'ul',
        items: [
          'Time to first token and tokens per second, by model.',
          'Queue depth and requests in flight per inference replica.',
          'GPU utilization and memory from the DCGM exporter.',
          'API error rate and latency percentiles, with alerts tied to your uptime SLA.',
          'Audit-log pipeline health, so a logging outage is detected as quickly as a service outage.',
        ],
      },
    ],
  },
];

export const kubernetesArticle: BlogArticle = {
  id: 'kubernetes-llm',
  slug: 'private-llm-kubernetes-production-architecture',
  title: 'Running Private LLMs on Kubernetes: A Production Reference Architecture',
  excerpt:
    'Components, GPU sizing, autoscaling, hardening and observability for serving open-weight language models on your own Kubernetes clusters.',
  author: 'Priya Natarajan',
  authorRole: 'Staff Platform Engineer, IronKeep',
  date: '2025-01-22',
  readTime: '14 min read',
  category: 'Technical',
  tags: ['Kubernetes', 'LLM', 'GPU', 'vLLM', 'DevOps', 'Architecture'],
  featured: false,
  tableOfContents: sections.map(({ id, title }) => ({ id, title })),
  sections,
  relatedArticles: [
    {
      slug: 'air-gapped-ai-vs-cloud-ai-security-comparison',
      title: 'Air-Gapped AI vs Cloud AI: Security Comparison',
      category: 'Security',
      readTime: '10 min read',
    },
    {
      slug: 'soc-2-type-ii-compliance-ai-systems',
      title: 'SOC 2 Type II Compliance for AI Systems',
      category: 'Compliance',
      readTime: '12 min read',
    },
    {
      slug: 'deploy-private-ai-healthcare-hipaa-compliance',
      title: 'How to Deploy Private AI in Healthcare: A Complete HIPAA Compliance Guide',
      category: 'Healthcare AI',
      readTime: '15 min read',
    },
  ],
};
