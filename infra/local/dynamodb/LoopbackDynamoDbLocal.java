import com.almworks.sqlite4java.SQLiteConnection;
import com.almworks.sqlite4java.SQLiteJob;
import com.almworks.sqlite4java.SQLiteQueue;
import java.lang.reflect.Field;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to 127.0.0.1. Its own main has no host option: it builds Jetty's server
 * from a port alone, which listens on every interface. This builds the same server from the same
 * command line, moves its connector to the loopback address, then starts it. Run as a single-file
 * source program (`java LoopbackDynamoDbLocal.java -port N ...`, the JRE compiles it in memory).
 * It skips ServerRunner's telemetry set-up, so nothing is sent anywhere.
 *
 * Then it indexes the SQLite table that holds the stream records by stream. DynamoDB Local looks up
 * a stream's records on every write of its table without an index, reading back through the
 * records of every stream of the process: a table written rarely (a fresh one) paid for all of them.
 * A put on a fresh table took 4-8 ms on an empty process and 140 ms once other tables had written
 * 15,000 stream records; 3 ms with the index.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Server server = (Server) read(proxy, DynamoDBProxyServer.class, "server");
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    indexStreamRecords(proxy, server);
  }

  /** A private field's value (DynamoDB Local offers no way in to its database). */
  private static Object read(Object owner, Class<?> declaring, String name) throws Exception {
    Field field = declaring.getDeclaredField(name);
    field.setAccessible(true);
    return field.get(owner);
  }

  private static Object read(Object owner, String name) throws Exception {
    for (Class<?> type = owner.getClass(); type != null; type = type.getSuperclass()) {
      try {
        return read(owner, type, name);
      } catch (NoSuchFieldException notHere) {
        // Declared higher up.
      }
    }
    throw new NoSuchFieldException(name);
  }

  /**
   * DynamoDB Local opens its database at its first request: one request first (any answer will
   * do), then the index, created by a job on the queue that owns the database's one connection.
   */
  private static void indexStreamRecords(DynamoDBProxyServer proxy, Server server) throws Exception {
    int port = ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    HttpRequest listTables = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/"))
        .header("Content-Type", "application/x-amz-json-1.0")
        .header("X-Amz-Target", "DynamoDB_20120810.ListTables")
        .header(
            "Authorization",
            "AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, "
                + "SignedHeaders=host, Signature=local")
        .POST(HttpRequest.BodyPublishers.ofString("{}"))
        .build();
    HttpClient.newHttpClient().send(listTables, HttpResponse.BodyHandlers.discarding());
    Object requests = read(read(proxy, "serverHandler"), "primaryHandler");
    for (Object database : ((Map<?, ?>) read(requests, "dbRequestHandlers")).values()) {
      SQLiteQueue queue = (SQLiteQueue) read(read(database, "dbAccess"), "queue");
      queue
          .execute(
              new SQLiteJob<Object>() {
                @Override
                protected Object job(SQLiteConnection connection) throws Exception {
                  connection.exec("CREATE INDEX IF NOT EXISTS us_by_stream ON us (StreamID, SequenceNumber)");
                  return null;
                }
              })
          .complete();
    }
  }
}
