{{/* Chart name, overridable. */}}
{{- define "ironkeep.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Fully qualified app name: release-chart, unless the release name already holds it. */}}
{{- define "ironkeep.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "ironkeep.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "ironkeep.selectorLabels" -}}
app.kubernetes.io/name: {{ include "ironkeep.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: backend
{{- end }}

{{- define "ironkeep.labels" -}}
helm.sh/chart: {{ include "ironkeep.chart" . }}
{{ include "ironkeep.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "ironkeep.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}

{{/* The Secret holding SESSION_SECRET, DATABASE_URL, REDIS_URL, MEMORY_ENCRYPTION_KEY, ... */}}
{{- define "ironkeep.secretName" -}}
{{- required "existingSecret must name a Secret with SESSION_SECRET, DATABASE_URL, REDIS_URL and MEMORY_ENCRYPTION_KEY (see values.yaml)" .Values.existingSecret }}
{{- end }}
