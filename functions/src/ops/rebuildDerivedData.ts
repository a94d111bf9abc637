// CLI, once after a deploy that adds derived data (README: Deploying), and whenever it needs repair:
// writes what the server keeps derived from the documents: the lists' search entries of every inquiry
// and tenant user, each tenant's categories digest and the release notes digest.
//   node functions/lib/ops/rebuildDerivedData.js --project <project-id> [--tenant <tenantId> ...]
// It runs with the Application Default Credentials of someone allowed to write the project's Firestore
// (gcloud auth application-default login), or against the emulator when FIRESTORE_EMULATOR_HOST is set.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { rebuildCategoryDigest, rebuildPatchNoteDigest } from '../digests/digests';
import { rebuildListSearch } from '../listSearch/rebuildListSearch';

const USAGE = 'node functions/lib/ops/rebuildDerivedData.js --project <project-id> [--tenant <tenantId> ...]';

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' }, tenant: { type: 'string', multiple: true }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.project) throw new Error(`--project を指定してください (${USAGE})`);
  const app = initializeApp({ projectId: values.project }, 'rebuild-derived-data');
  try {
    const db = getFirestore(app);
    const target = process.env.FIRESTORE_EMULATOR_HOST ? `エミュレーター ${process.env.FIRESTORE_EMULATOR_HOST}` : `プロジェクト ${values.project}`;
    const tenantIds = values.tenant ?? (await db.collection('tenants').listDocuments()).map((ref) => ref.id);
    console.log(`${target} の ${tenantIds.length} テナントの検索索引とカテゴリ一覧のまとめを作り直します。`);
    for (const tenantId of tenantIds) {
      const { inquiries, users, removed } = await rebuildListSearch(db, tenantId);
      await rebuildCategoryDigest(db, tenantId);
      console.log(`  ${tenantId}: 問い合わせ ${inquiries} 件、ユーザー ${users} 件 (不要な索引 ${removed} 件を削除)、カテゴリ一覧のまとめ`);
    }
    await rebuildPatchNoteDigest(db);
    console.log('リリースノートのまとめを作り直しました。');
  } finally {
    await deleteApp(app);
  }
}

main().catch((error: unknown) => {
  console.error(`作り直せませんでした: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
